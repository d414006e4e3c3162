import Foundation
import Testing

/// Completion never evaluates what the ledger holds (issue 19): a 内訳 may come from an imported
/// file or from another member of a shared ledger, so each value is offered as text, quoted for
/// the shell, and completes as itself. Real interactive bash (with and without bash-completion),
/// zsh and fish in a terminal: the test types a command line, presses Tab, runs the line, and
/// reads back what the shell passed to kakeibo.
@Suite struct CompletionSafetyTests {
  /// 内訳 that a shell would run, expand, glob or split if they reached it as code.
  static let hostileValues = [
    "$(touch PWNED)", "`touch PWNED-backtick`", "*", "${HOME}", "$((1+1))", "$HOME",
    "two words", #"it's "quoted""#, #"back\slash"#, "外食 ランチ", "a;touch PWNED-semicolon",
    "~", "a!!b", "x|touch PWNED-pipe", "<in >out", "#hash", "{a,b}", "[ab]",
  ]

  /// The shells, each with its command line and what it is told before the test types.
  enum Shell: String, CaseIterable, CustomTestStringConvertible {
    case bash
    case bashWithBashCompletion = "bash with bash-completion"
    case zsh
    case fish

    var testDescription: String { rawValue }

    var program: String {
      switch self {
      case .bash, .bashWithBashCompletion: "/bin/bash"
      case .zsh: "/usr/bin/zsh"
      case .fish: "/usr/bin/fish"
      }
    }

    static let bashCompletion = "/usr/share/bash-completion/bash_completion"

    var isAvailable: Bool {
      CompletionTests.has(program)
        && (self != .bashWithBashCompletion
          || FileManager.default.fileExists(atPath: Self.bashCompletion))
    }

    var arguments: [String] {
      switch self {
      case .bash, .bashWithBashCompletion: ["--noprofile", "--norc", "-i"]
      case .zsh: ["-f", "-i"]
      case .fish: ["--no-config", "-i"]
      }
    }

    var setUp: String {
      switch self {
      case .bash: "source <(kakeibo completion bash)"
      case .bashWithBashCompletion:
        "source \(Self.bashCompletion); source <(kakeibo completion bash)"
      case .zsh: "autoload -U compinit && compinit -u -D && source <(kakeibo completion zsh)"
      case .fish: "kakeibo completion fish | source"
      }
    }
  }

  @Test(arguments: Shell.allCases.filter(\.isAvailable))
  func eachValueCompletesAsItselfAndNothingRuns(shell: Shell) throws {
    try #require(TmuxSession.isAvailable)
    let sandbox = try CompletionTests.sandbox()
    // fish leaves a leading ~ unescaped when it appends a completion to an empty token (for
    // every completion, file names included), which its tilde expansion then reads as a home.
    let values = Self.hostileValues.filter { shell != .fish || !$0.hasPrefix("~") }
    // One ledger per value, so that Tab has one value to insert.
    for (index, value) in values.enumerated() {
      try sandbox.ok([
        "--db", sandbox.folder + "/v\(index).db", "add", "5", "-c", "fun", "-s", value,
      ])
    }
    let session = try TmuxSession(shell: [shell.program] + shell.arguments, in: sandbox)
    var step = 0
    /// Types `line` and a marker printed after it, then Enter, and waits for the marker.
    func run(_ line: String, tabAfter: Bool = false) throws {
      step += 1
      try session.type(line)
      if tabAfter { try session.press("Tab") }
      try session.type("; printf '%s-%s\\n' step \(step)")
      try session.press("Enter")
      try session.waitUntil("printed step-\(step)") { screen in
        screen.split(separator: "\n").contains { $0 == "step-\(step)" }
      }
      try session.press("C-l")
    }
    try run(shell.setUp)
    for index in values.indices {
      try run("kakeibo --db v\(index).db add 7 -c fun -s ", tabAfter: true)
    }
    for (index, value) in values.enumerated() {
      let stored = try sandbox.query(
        "SELECT amount, subcategory FROM entries ORDER BY id",
        path: sandbox.folder + "/v\(index).db")
      #expect(stored == [["5", value], ["7", value]], "\(shell): \(value)")
    }
    let made = try FileManager.default.subpathsOfDirectory(atPath: sandbox.folder)
    #expect(made.filter { $0.contains("PWNED") || $0.hasSuffix("out") } == [], "\(shell)")
  }

  /// bash's completion matches what is typed as text: a `*` or `?` typed is that character,
  /// not a pattern, and what is typed in quotes or with backslashes is the text they quote.
  @Test func bashMatchesTheTypedPrefixLiterally() throws {
    let sandbox = try CompletionTests.sandbox()
    for value in ["*", "*x", "ab", "a b", "a*", "it's", "$(x)", "$HOME"] {
      try sandbox.ok("add", "1", "-c", "fun", "-s", value)
    }
    // As readline calls the function: the line up to the cursor, and the word it replaces.
    let result = try sandbox.shell(
      #"""
      cd "$HOME"
      source <(kakeibo completion bash)
      t() {
        COMP_LINE="kakeibo add -s $1" COMP_POINT=$((15 + ${#1})) COMPREPLY=()
        COMP_WORDS=(kakeibo add -s "$1") COMP_CWORD=3
        _kakeibo kakeibo "${2-$1}" -s
        printf '%s|' "$1" "${COMPREPLY[@]}"; echo
      }
      t ''
      t '\*'
      t 'a\*'
      t "'a" a
      t '"a ' 'a '
      t 'a\ '
      t "it\\'"
      t '\$'
      t '$H'
      t 'z'
      """#)
    #expect(result.stderr == "")
    #expect(
      result.stdout == #"""
        |食費|\$\(x\)|\$HOME|\*|\*x|a\ b|a\*|ab|it\'s|外食|
        \*|\*|\*x|
        a\*|a\*|
        'a|a b|a*|ab|
        "a |a b|
        a\ |a\ b|
        it\'|it\'s|
        \$|\$\(x\)|\$HOME|
        $H|\$HOME|
        z|

        """#)
  }
}
