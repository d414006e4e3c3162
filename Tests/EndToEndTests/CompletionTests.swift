import Foundation
import Testing

/// `kakeibo completion` in real shells, and `kakeibo help --man` through groff and man
/// (issue 16). `.ci/run` installs zsh, fish, groff-base and man-db; a machine without one
/// skips its test.
@Suite struct CompletionTests {
  /// Whether `path` is an executable here.
  static func has(_ path: String) -> Bool { FileManager.default.isExecutableFile(atPath: path) }

  /// A sandbox whose PATH finds the binary under test as `kakeibo`, with a few 内訳 in use.
  static func sandbox() throws -> Sandbox {
    let sandbox = try Sandbox()
    let bin = sandbox.folder + "/bin"
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: bin + "/kakeibo", withDestinationPath: binaryPath)
    sandbox.environment["PATH"] = bin + ":/usr/bin:/bin"
    try sandbox.ok("add", "100", "-c", "生活費", "-s", "食費")
    try sandbox.ok("add", "100", "-c", "fun", "-s", "外食")
    try sandbox.ok("income", "280000", "-s", "給与")
    FileManager.default.createFile(atPath: sandbox.folder + "/statement.csv", contents: Data())
    return sandbox
  }

  @Test func bashCompletesCommandsOptionsAndValues() throws {
    let sandbox = try Self.sandbox()
    let result = try sandbox.shell(
      """
      cd "$HOME"
      source <(kakeibo completion bash)
      complete -p kakeibo
      t() {
        COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=()
        _kakeibo
        echo "${COMP_WORDS[*]}| ${COMPREPLY[*]}"
      }
      t kakeibo rep
      t kakeibo add --category ''
      t kakeibo add -c l
      t kakeibo add -s ''
      t kakeibo budget ''
      t kakeibo budget set fun 100 --
      t kakeibo recurring add 100 --u
      t kakeibo report --format ''
      t kakeibo report --format = j
      t kakeibo export --format ''
      t kakeibo import st
      t kakeibo help budget ''
      t kakeibo completion ''
      t kakeibo --db "$HOME/none.db" add -s ''
      t kakeibo add -c 生活費 -s ''
      t kakeibo add --category=fun --sub ''
      t kakeibo add -c 食費 -m 'a b' -s ''
      t kakeibo add -c nothing -s ''
      t kakeibo income 1000 -s ''
      t kakeibo recurring add 100 --income -s ''
      t kakeibo budget set 生活費 --sub ''
      t kakeibo budget set fun 3000 -s ''
      t kakeibo budget unset 食費 -s ''
      """)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        complete -F _kakeibo kakeibo
        kakeibo rep| report
        kakeibo add --category | 生活費 living 経費 expenses business 娯楽費 leisure fun
        kakeibo add -c l| living leisure
        kakeibo add -s | 食費 外食
        kakeibo budget | set unset this last 今月 先月 2026-11 2026-10 2026-09 2026-08 2026-07 2026-06 2026-05 2026-04 2026-03 2026-02 2026-01 2025-12
        kakeibo budget set fun 100 --| --month --sub --only --db --help
        kakeibo recurring add 100 --u| --until
        kakeibo report --format | table csv json svg
        kakeibo report --format = j| json
        kakeibo export --format | csv json
        kakeibo import st| statement.csv
        kakeibo help budget | set unset
        kakeibo completion | bash zsh fish
        kakeibo --db \(sandbox.folder)/none.db add -s | 
        kakeibo add -c 生活費 -s | 食費
        kakeibo add --category=fun --sub | 外食
        kakeibo add -c 食費 -m a b -s | 食費
        kakeibo add -c nothing -s | 食費 外食
        kakeibo income 1000 -s | 給与
        kakeibo recurring add 100 --income -s | 給与
        kakeibo budget set 生活費 --sub | 食費
        kakeibo budget set fun 3000 -s | 外食
        kakeibo budget unset 食費 -s | 食費

        """)
    // Asking for the 内訳 of a ledger that does not exist made none.
    #expect(!FileManager.default.fileExists(atPath: sandbox.folder + "/none.db"))
  }

  @Test(.enabled(if: has("/usr/bin/zsh"))) func zshRegistersAndCompletes() throws {
    let sandbox = try Self.sandbox()
    // compinit registers the function; then compsys's builtins are stood in for by functions
    // that print what they were given, so that the script's own logic runs in a real zsh.
    let result = try sandbox.shell(
      """
      cd "$HOME"
      autoload -U compinit && compinit -u -D
      source <(kakeibo completion zsh)
      print -r -- "registered: $_comps[kakeibo]"
      compadd() { [[ $1 == -- ]] && shift; print -rl -- "$@" }
      _describe() { local -a items=("${(@P)${@[-1]}}"); print -rl -- "${items[@]%%:*}" }
      _files() { print -r -- '(files)' }
      compset() { : }
      t() { words=("$@"); CURRENT=$#words; print -r -- "$*| ${(j: :)${(f)"$(_kakeibo)"}}" }
      t kakeibo rep
      t kakeibo add --category ''
      t kakeibo add -s ''
      t kakeibo member ''
      t kakeibo budget set fun 100 -
      t kakeibo report --format=
      t kakeibo import ''
      t kakeibo add -c 生活費 -s ''
      t kakeibo add --category=fun -s ''
      t kakeibo income -s ''
      """, interpreter: "/usr/bin/zsh")
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        registered: _kakeibo
        kakeibo rep| add income list browse report budget recurring edit delete undo redo log import export backup copy offline check config categories member settle completion help
        kakeibo add --category | 生活費 living 経費 expenses business 娯楽費 leisure fun
        kakeibo add -s | 食費 外食
        kakeibo member | list add rename remove
        kakeibo budget set fun 100 -| --month --sub -s --only --db --help
        kakeibo report --format=| table csv json svg
        kakeibo import | (files)
        kakeibo add -c 生活費 -s | 食費
        kakeibo add --category=fun -s | 外食
        kakeibo income -s | 給与

        """)
  }

  @Test(.enabled(if: has("/usr/bin/fish"))) func fishCompletes() throws {
    let sandbox = try Self.sandbox()
    let result = try sandbox.shell(
      """
      cd $HOME
      kakeibo completion fish | source
      for line in 'kakeibo rep' 'kakeibo add --category ' 'kakeibo add -c l' 'kakeibo add -s ' \\
          'kakeibo budget set fun 100 --s' 'kakeibo report --format=' 'kakeibo import st' \\
          'kakeibo help budget ' 'kakeibo add -c 生活費 -s ' 'kakeibo add -c fun --sub=' \\
          'kakeibo income -s '
        echo "$line|" (complete -C"$line" | string join ' ')
      end
      """, interpreter: "/usr/bin/fish")
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        kakeibo rep| report\tShow spending by category for a month or a year
        kakeibo add --category | business expenses fun leisure living 娯楽費 生活費 経費
        kakeibo add -c l| leisure living
        kakeibo add -s | 外食 食費
        kakeibo budget set fun 100 --s| --sub\tThe budget of a 内訳 of the category, such as 食費
        kakeibo report --format=| --format=csv --format=json --format=svg --format=table
        kakeibo import st| statement.csv
        kakeibo help budget | set\tSet a category's (or 内訳's) budget, for every month, from a month on or for one month unset\tRemove a budget
        kakeibo add -c 生活費 -s | 食費
        kakeibo add -c fun --sub=| --sub=外食
        kakeibo income -s | 給与

        """)
  }

  @Test(.enabled(if: has("/usr/bin/groff"))) func theManualPageRendersWithoutWarnings() throws {
    let sandbox = try Sandbox()
    let page = try sandbox.ok("help", "--man")
    try page.write(toFile: sandbox.folder + "/kakeibo.1", atomically: true, encoding: .utf8)
    // groff's default device (PostScript) and the terminal's, which man uses.
    for device in ["", "-Tutf8"] {
      let result = try sandbox.shell("groff -man -ww -z \(device) \"$HOME/kakeibo.1\"")
      #expect(result == Run(status: 0, stdout: "", stderr: ""), "groff \(device)")
    }
    try #require(Self.has("/usr/bin/man"))
    let shown = try sandbox.shell(
      "man --warnings=w -l \"$HOME/kakeibo.1\"", environment: ["MANWIDTH": "80"])
    #expect(shown.status == 0)
    #expect(shown.stderr == "")
    #expect(shown.stdout.contains("kakeibo - a household ledger (家計簿) for the shell"))
    #expect(shown.stdout.contains("   budget set\n"))
    #expect(shown.stdout.contains("       KAKEIBO_DB\n"))
  }

  @Test(.enabled(if: has("/usr/bin/groff"))) func theJapaneseManualRendersWithoutWarnings() throws {
    let sandbox = try Sandbox()
    let page = try sandbox.ok(["help", "--man"], environment: ["LANG": "ja_JP.UTF-8"])
    try page.write(toFile: sandbox.folder + "/kakeibo.1", atomically: true, encoding: .utf8)
    // Lines of Japanese break between characters as roff is told they may (`\:`).
    for device in ["", "-Tutf8"] {
      let result = try sandbox.shell("groff -man -ww -z \(device) \"$HOME/kakeibo.1\"")
      #expect(result == Run(status: 0, stdout: "", stderr: ""), "groff \(device)")
    }
    try #require(Self.has("/usr/bin/man"))
    let shown = try sandbox.shell(
      "man --warnings=w -l \"$HOME/kakeibo.1\"", environment: ["MANWIDTH": "80"])
    #expect(shown.status == 0)
    #expect(shown.stderr == "")
    #expect(shown.stdout.contains("kakeibo - シェルで使う家計簿"))
    #expect(shown.stdout.contains("\n名前\n"))
    #expect(shown.stdout.contains("\n終了ステータス\n"))
    #expect(shown.stdout.contains("\n環境変数\n"))
    #expect(shown.stdout.contains("   budget set\n"))
  }
}
