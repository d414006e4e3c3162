import Wording

/// Writes shell completion scripts from the program's declarations: commands, subcommands, options
/// (long and short) and what each value or argument may be. Each script is the same small
/// walker over the words typed so far, beside tables generated from the specs, written once
/// here for bash, zsh and fish.
public enum CompletionScript {
  /// The shells a script can be written for.
  public enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
  }

  /// Returns the script for `shell`. `valuesCommand` is what the script runs, after the
  /// program and its `--db`, to print the words of a `.generated(NAME)` value, with NAME after
  /// it (`completion --values`). What each command and option does is said in `language`.
  public static func script<Environment>(
    for shell: Shell, program: ProgramDeclaration<Environment>, valuesCommand: String,
    language: Language = .english
  ) -> String {
    let tables = Tables(program: program, shell: shell, language: language)
    let name = program.name
    let prefix = functionPrefix(name)
    let header = [
      "# \(shell.rawValue) completion for \(name), written by '\(name) completion \(shell.rawValue)'",
      "# from the declarations of its commands.",
    ]
    let walker: String
    switch shell {
    case .bash:
      walker = bashWalker.replacing(
        "__WALK__\n",
        with: wordWalk.replacing("__WORDS__", with: "words").replacing("__FIRST__", with: "1")
          .replacing("__CURRENT__", with: "cword"))
    case .zsh:
      walker = zshWalker.replacing(
        "__WALK__\n",
        with: wordWalk.replacing("__WORDS__", with: "words").replacing("__FIRST__", with: "2")
          .replacing("__CURRENT__", with: "CURRENT"))
    case .fish: walker = fishWalker
    }
    let body =
      walker
      .replacing("__PREFIX__", with: prefix)
      .replacing("__PROGRAM__", with: name)
      .replacing("__VALUES__", with: valuesCommand)
    let first = shell == .zsh ? ["#compdef \(name)"] : []
    return (first + header + [""] + tables.functions(prefix: prefix) + [body])
      .joined(separator: "\n")
  }

  /// `_kakeibo` for bash and zsh, `__kakeibo` for fish: the program's name, other characters
  /// than letters and digits as `_`.
  static func functionPrefix(_ name: String) -> String {
    "_" + String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
  }

  // MARK: Tables

  /// The declarations as shell functions that print lines: the commands, a command's
  /// subcommands, a scope's options (`add`, `budget set`), what an option's value is and what
  /// an argument is.
  struct Tables<Environment> {
    let shell: Shell
    let language: Language
    let commands: [CommandDeclaration<Environment>]
    let sharedOptions: [AnyOption<Environment>]

    init(program: ProgramDeclaration<Environment>, shell: Shell, language: Language) {
      self.shell = shell
      self.language = language
      commands = program.declarations
      sharedOptions = program.sharedOptions
    }

    /// A scope: the words that name it, its options and its arguments.
    struct Scope {
      let key: String
      let options: [AnyOption<Environment>]
      let arguments: [AnyArgument<Environment>]
    }

    /// The program's, each command's (with the options of all its subcommands, which the
    /// parser also takes before a subcommand's name) and each subcommand's.
    var scopes: [Scope] {
      let shared = sharedOptions.filter { !$0.isHidden }
      var scopes = [Scope(key: "", options: shared, arguments: [])]
      for command in commands {
        scopes.append(
          Scope(
            key: command.name, options: command.optionsOfEverySubcommand + shared,
            arguments: command.arguments))
        for subcommand in command.subcommands {
          scopes.append(
            Scope(
              key: command.name + " " + subcommand.name, options: subcommand.options + shared,
              arguments: subcommand.arguments))
        }
      }
      return scopes.map { scope in
        Scope(
          key: scope.key, options: scope.options.filter { !$0.isHidden },
          arguments: scope.arguments)
      }
    }

    func functions(prefix: String) -> [String] {
      let commands =
        self.commands.map { ($0.name, said($0.abstract)) } + [("help", said(HelpWords.showHelp))]
      var lines: [String] = []
      lines += function(
        prefix + "_commands", comment: "The commands, each with what it does.",
        cases: [], fallback: printPairs(commands))
      lines += function(
        prefix + "_subcommands", comment: "The subcommands of the command $1.",
        cases: self.commands.filter { !$0.subcommands.isEmpty }.map { command in
          (
            [command.name],
            printPairs(
              command.subcommands.map {
                (
                  $0.name,
                  said($0.abstract)
                    + ($0.name == command.defaultSubcommand ? said(HelpWords.theDefault) : "")
                )
              })
          )
        }, fallback: ["return 1"])
      lines += function(
        prefix + "_options",
        comment: "The options of the scope $1 (a command, or a command and subcommand).",
        cases: scopes.map { scope in
          let help =
            [("--help", said(HelpWords.showHelp))]
            + (scope.key.isEmpty ? [("--version", said(HelpWords.showVersion))] : [])
          return ([scope.key], printPairs(scope.options.flatMap(pairs) + help))
        } + [(["help"], printPairs([("--man", said(ManualWords.printManual))]))],
        fallback: ["return 1"])
      lines += function(
        prefix + "_value",
        comment:
          "What the value of the option $2 is in the scope $1: none, optional, files, words\n"
          + "# and the words, or generated and their name; fails for an option without a value.",
        cases: valueCases, fallback: ["return 1"])
      lines += function(
        prefix + "_argument",
        comment: "What the argument number $2 (from 0) of the scope $1 is, as for values.",
        cases: argumentCases, fallback: ["return 1"])
      return lines
    }

    /// `phrase` in the script's language.
    func said(_ phrase: Phrase) -> String { phrase.text(in: language) }

    /// `--category` and `-c` with the option's help on one line.
    func pairs(_ option: AnyOption<Environment>) -> [(String, String)] {
      let help = said(option.help).split(separator: "\n").joined(
        separator: language == .japanese ? "" : " ")
      return [("--" + option.name, help)] + (option.shortName.map { [("-\($0)", help)] } ?? [])
    }

    var valueCases: [([String], [String])] {
      var cases: [([String], [String])] = []
      let shared = Set(sharedOptions.map { $0.name })
      for scope in scopes {
        for option in scope.options where option.kind != .flag {
          guard scope.key.isEmpty || !shared.contains(option.name) else { continue }
          let spellings = ["--" + option.name] + (option.shortName.map { ["-\($0)"] } ?? [])
          let patterns = spellings.map { scope.key.isEmpty ? "* " + $0 : scope.key + " " + $0 }
          cases.append(
            (
              patterns,
              printLines(kind(option.completion, isOptional: option.kind == .optionalValue))
            ))
        }
      }
      return cases
    }

    var argumentCases: [([String], [String])] {
      scopes.flatMap { scope in
        scope.arguments.enumerated().map { index, argument in
          (["\(scope.key) \(index)"], printLines(kind(argument.completion, isOptional: false)))
        }
      }
    }

    func kind(_ completion: ValueCompletion, isOptional: Bool) -> [String] {
      switch completion {
      case .none: [isOptional ? "optional" : "none"]
      case .words(let words): ["words"] + words
      case .files: ["files"]
      case .generated(let name): ["generated", name]
      }
    }

    // MARK: Shell syntax

    /// A function that switches on its arguments joined by a space (`add --category`): a
    /// pattern with `*` matches any scope.
    func function(
      _ name: String, comment: String, cases: [([String], [String])], fallback: [String]
    ) -> [String] {
      switch shell {
      case .bash, .zsh:
        var lines = ["# " + comment, "\(name)() {"]
        if cases.isEmpty {
          lines += fallback.map { "  " + $0 }
        } else {
          lines.append("  case \"$1${2+ $2}\" in")
          for (patterns, body) in cases {
            lines.append(
              "    " + patterns.map(patternWord).joined(separator: "|") + ")")
            lines += body.map { "      " + $0 }
            lines.append("      ;;")
          }
          lines += ["    *)"] + fallback.map { "      " + $0 } + ["      ;;", "  esac"]
        }
        return lines + ["}", ""]
      case .fish:
        var lines = ["# " + comment, "function \(name)"]
        if cases.isEmpty {
          lines += fallback.map { "    " + $0 }
        } else {
          lines.append("    switch (string join ' ' -- $argv)")
          for (patterns, body) in cases {
            lines.append("        case " + patterns.map(patternWord).joined(separator: " "))
            lines += body.map { "            " + $0 }
          }
          lines += ["        case '*'"] + fallback.map { "            " + $0 } + ["    end"]
        }
        return lines + ["end", ""]
      }
    }

    /// A case pattern: quoted, with a leading `* ` left as a wildcard.
    func patternWord(_ pattern: String) -> String {
      guard pattern.hasPrefix("* ") else { return quote(pattern) }
      return shell == .fish ? quote(pattern) : "*" + quote(String(pattern.dropFirst()))
    }

    func printLines(_ lines: [String]) -> [String] {
      ["printf '%s\\n' " + lines.map(quote).joined(separator: " ")]
    }

    func printPairs(_ pairs: [(String, String)]) -> [String] {
      ["printf '%s\\t%s\\n' \\"]
        + pairs.enumerated().map { index, pair in
          "  " + quote(pair.0) + " " + quote(pair.1) + (index == pairs.count - 1 ? "" : " \\")
        }
    }

    /// A word in single quotes, for this shell.
    func quote(_ word: String) -> String {
      switch shell {
      case .bash, .zsh: "'" + word.replacing("'", with: "'\\''") + "'"
      case .fish: "'" + word.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
      }
    }
  }
}

// MARK: Walkers

extension CompletionScript {
  /// bash's and zsh's walk over the words before the one being completed (`__WORDS__` from
  /// `__FIRST__` to `__CURRENT__`): the command, the subcommand, the options with their values
  /// (and `--db`'s, which the generated values need), and how many arguments came.
  /// `--option=value` is one word in zsh; bash splits it into three at the `=`.
  static let wordWalk = #"""
          for ((i = __FIRST__; i < __CURRENT__; i++)); do
            word=${__WORDS__[i]}
            if [[ $word == -?* && $word != -[0-9]* ]]; then
              if [[ ${__WORDS__[i+1]} == = ]]; then
                ((i += 2))
              elif [[ $word != *=* ]] && kind=$(__PREFIX___value "$scope" "$word"); then
                if [[ $kind != optional || ${__WORDS__[i+1]} != -* ]]; then
                  [[ $word == --db ]] && db=(--db "${__WORDS__[i+1]}")
                  ((i++))
                fi
              fi
            elif [[ -z $command ]]; then
              command=$word scope=$word
            elif [[ -z $subcommand && $index == 0 && $command != help ]] && __PREFIX___is_subcommand "$command" "$word"; then
              subcommand=$word scope="$command $word"
            else
              [[ $index == 0 ]] && first=$word
              ((index++))
            fi
          done

    """#

  /// bash: splits the line up to the cursor into words as the shell will (quotes and
  /// backslashes taken off, nothing expanded), walks them, then fills COMPREPLY. Every word it
  /// offers, above all those kakeibo prints from the ledger (a 内訳 may come from an imported file
  /// or another member), is matched against what is typed as text and added quoted for the
  /// shell: no value is ever expanded or evaluated (`compgen -W` would run `$(…)` in one).
  static let bashWalker = #"""
    # Whether $2 is a subcommand of the command $1.
    __PREFIX___is_subcommand() {
      local name description
      while IFS=$'\t' read -r name description; do
        [[ $name == "$2" ]] && return 0
      done < <(__PREFIX___subcommands "$1")
      return 1
    }

    # Splits the line $1 (up to the cursor) into the words the shell will make of it, as text:
    # quotes and backslashes taken off, nothing expanded. The last is the word being completed,
    # as typed so far; readline replaces its last ${#2} characters ($2), so kept is what stays of
    # it (as text) and quote the quote open where the replaced part begins (', " or none). An
    # option's --name=value is three words, as bash makes them: --name, = and value.
    __PREFIX___split_line() {
      local line=$1 word= open= begun= at=$((${#1} - ${#2})) marked= i c
      words=() kept= quote=
      for ((i = 0; i < ${#line}; i++)); do
        if [[ -z $marked ]] && ((i >= at)); then kept=$word quote=$open marked=1; fi
        c=${line:i:1}
        if [[ $open == "'" ]]; then
          if [[ $c == "'" ]]; then open=; else word+=$c; fi
        elif [[ $open == '"' ]]; then
          if [[ $c == '"' ]]; then
            open=
          elif [[ $c == '\' && ${line:i+1:1} == [\$\`\"\\] ]]; then
            word+=${line:i+1:1}
            ((i++))
          else
            word+=$c
          fi
        else
          case $c in
            [[:blank:]])
              [[ -n $begun ]] && words+=("$word")
              word= begun=
              ;;
            "'" | '"') open=$c begun=1 ;;
            '\')
              word+=${line:i+1:1} begun=1
              ((i++))
              ;;
            *) word+=$c begun=1 ;;
          esac
        fi
      done
      [[ -z $marked ]] && kept=$word quote=$open
      lead=
      local -a split=()
      for word in "${words[@]}" "$word"; do
        if [[ $word == --?*=* ]]; then split+=("${word%%=*}" = "${word#*=}"); else split+=("$word"); fi
      done
      if [[ ${split[${#split[@]}-1]} != "$word" ]]; then
        # The value of --name=value is being completed: what is kept of it, or the part of
        # --name= that readline replaces too, to be given back before each value.
        local name=${word%%=*}=
        if ((${#kept} >= ${#name})); then kept=${kept:${#name}}; else lead=${name:${#kept}} kept=; fi
      fi
      words=("${split[@]}")
    }

    # Sets REPLY to $1 quoted to follow the quote $2 (', " or none) that is open on the line.
    __PREFIX___quote() {
      local text=$1 out= i c
      case $2 in
        "'")
          for ((i = 0; i < ${#text}; i++)); do
            c=${text:i:1}
            if [[ $c == "'" ]]; then out+="'\\''"; else out+=$c; fi
          done
          ;;
        '"')
          for ((i = 0; i < ${#text}; i++)); do
            c=${text:i:1}
            case $c in
              [\$\`\"\\]) out+="\\$c" ;;
              '!') out+='"\!"' ;;
              *) out+=$c ;;
            esac
          done
          ;;
        *) [[ -n $text ]] && printf -v out %q "$text" ;;
      esac
      REPLY=$out
    }

    # Adds to COMPREPLY each line read from standard input (the part before a tab, when
    # $1 is names) that starts with the text typed, quoted for the shell.
    __PREFIX___add_lines() {
      local line REPLY
      while IFS= read -r line; do
        [[ $1 == names ]] && line=${line%%$'\t'*}
        [[ -n $line && $line == "$typed"* ]] || continue
        __PREFIX___quote "${line:${#kept}}" "$quote"
        COMPREPLY+=("$lead$REPLY")
      done
    }

    # Adds to COMPREPLY the names of the name-and-description lines $1 that start with what is typed.
    __PREFIX___add_names() {
      __PREFIX___add_lines names <<<"$1"
    }

    # Adds to COMPREPLY what the kind $1 (from __PREFIX___value or __PREFIX___argument) offers.
    __PREFIX___add_kind() {
      local kind=${1%%$'\n'*} rest=${1#*$'\n'}
      case $kind in
        words) __PREFIX___add_lines <<<"$rest" ;;
        files)
          local IFS=$'\n'
          compopt -o filenames 2>/dev/null
          COMPREPLY+=($(compgen -f -- "$replaced"))
          ;;
        generated)
          # The words before this one, for the values to narrow by: arguments, never evaluated.
          local -a before=()
          local given
          for given in "${words[@]:1:cword-1}"; do before+=("--typed=$given"); done
          __PREFIX___add_lines < <("${words[0]}" "${db[@]}" __VALUES__ "$rest" "${before[@]}" 2>/dev/null)
          ;;
      esac
    }

    __PREFIX__() {
      # As readline calls it: the line and the cursor, and the text to replace as $2; called by
      # hand with only COMP_WORDS and COMP_CWORD, the words are the line.
      local line=${COMP_LINE-${COMP_WORDS[*]:0:COMP_CWORD+1}}
      local replaced=${2-${COMP_WORDS[COMP_CWORD]}}
      local -a words=()
      local kept quote lead typed cur prev= command= subcommand= scope= first= index=0 cword i word kind
      local -a db=()
      COMPREPLY=()
      __PREFIX___split_line "${line:0:${COMP_POINT:-${#line}}}" "$replaced"
      cword=$((${#words[@]} - 1))
      cur=${words[cword]} typed=$cur
    __WALK__
      # The option whose value is being typed: the word before, or before '='.
      prev=${words[cword-1]}
      if [[ $cur == = ]]; then
        cur= typed= kept= lead=
      elif [[ $prev == = ]]; then
        prev=${words[cword-2]}
      fi
      if [[ $prev == -?* ]] && kind=$(__PREFIX___value "$scope" "$prev") && [[ $kind != optional ]]; then
        __PREFIX___add_kind "$kind"
        return
      fi
      if [[ $cur == -* ]]; then
        __PREFIX___add_names "$(__PREFIX___options "$scope")"
      elif [[ -z $command ]]; then
        __PREFIX___add_names "$(__PREFIX___commands)"
      elif [[ $command == help ]]; then
        if ((index == 0)); then
          __PREFIX___add_names "$(__PREFIX___commands)"
        elif ((index == 1)); then
          __PREFIX___add_names "$(__PREFIX___subcommands "$first")"
        fi
      else
        if [[ -z $subcommand && $index == 0 ]]; then
          __PREFIX___add_names "$(__PREFIX___subcommands "$command")"
        fi
        if kind=$(__PREFIX___argument "$scope" "$index"); then
          __PREFIX___add_kind "$kind"
        fi
      fi
    }

    complete -F __PREFIX__ __PROGRAM__

    """#
}

extension CompletionScript {
  /// zsh: walks `words` up to the word being completed, then offers with compadd, _describe
  /// and _files. Works both from a file `___PROGRAM__` in $fpath and when sourced.
  static let zshWalker = #"""
    # Whether $2 is a subcommand of the command $1.
    __PREFIX___is_subcommand() {
      local line
      for line in "${(@f)$(__PREFIX___subcommands "$1")}"; do
        [[ ${line%%$'\t'*} == "$2" ]] && return 0
      done
      return 1
    }

    # Offers the name-and-description lines $2, described as $1.
    __PREFIX___describe() {
      local line
      local -a described
      for line in "${(@f)2}"; do
        [[ -n $line ]] && described+=("${${line%%$'\t'*}//:/\\:}:${line#*$'\t'}")
      done
      _describe -t "$1" "$1" described
    }

    # Offers what the kind $1 (from __PREFIX___value or __PREFIX___argument) offers.
    __PREFIX___offer() {
      local -a lines=("${(@f)1}") generated
      case $lines[1] in
        words) compadd -- "${(@)lines[2,-1]}" ;;
        files) _files ;;
        generated)
          # The words before this one, for the values to narrow by: arguments, never evaluated.
          generated=("${(@f)$("${words[1]}" "${db[@]}" __VALUES__ "$lines[2]" "${(@)words[2,CURRENT-1]/#/--typed=}" 2>/dev/null)}")
          compadd -- "${(@)generated:#}"
          ;;
      esac
    }

    __PREFIX__() {
      local cur=${words[CURRENT]} prev command= subcommand= scope= first= index=0 i word kind
      local -a db
    __WALK__
      prev=${words[CURRENT-1]}
      if [[ $cur == --*=* ]]; then
        prev=${cur%%=*}
        compset -P '*='
      fi
      if [[ $prev == -?* ]] && kind=$(__PREFIX___value "$scope" "$prev") && [[ $kind != optional ]]; then
        __PREFIX___offer "$kind"
        return
      fi
      if [[ $cur == -* ]]; then
        __PREFIX___describe option "$(__PREFIX___options "$scope")"
      elif [[ -z $command ]]; then
        __PREFIX___describe command "$(__PREFIX___commands)"
      elif [[ $command == help ]]; then
        if ((index == 0)); then
          __PREFIX___describe command "$(__PREFIX___commands)"
        elif ((index == 1)); then
          __PREFIX___describe subcommand "$(__PREFIX___subcommands "$first")"
        fi
      else
        if [[ -z $subcommand && $index == 0 ]]; then
          __PREFIX___describe subcommand "$(__PREFIX___subcommands "$command")"
        fi
        if kind=$(__PREFIX___argument "$scope" "$index"); then
          __PREFIX___offer "$kind"
        fi
      fi
    }

    if [[ $funcstack[1] == __PREFIX__ ]]; then
      __PREFIX__ "$@"
    else
      compdef __PREFIX__ __PROGRAM__
    fi

    """#

  /// fish: one function walks the tokens before the cursor and prints the candidates, each
  /// with its description after a tab.
  static let fishWalker = #"""
    # Whether $argv[2] is a subcommand of the command $argv[1].
    function __PREFIX___is_subcommand
        for line in (__PREFIX___subcommands $argv[1])
            test (string split -f1 \t -- $line) = $argv[2]; and return 0
        end
        return 1
    end

    # Prints the candidates for the token being completed.
    function __PREFIX___complete
        set -l words (commandline -opc)
        set -l cur (commandline -ct)
        set -l command ''
        set -l subcommand ''
        set -l scope ''
        set -l first ''
        set -l index 0
        set -l db
        set -l kind
        set -l count (count $words)
        set -l i 2
        while test $i -le $count
            set -l word $words[$i]
            set -l next ''
            test $i -lt $count; and set next $words[(math $i + 1)]
            if string match -qr -- '^-[^0-9]' $word
                if not string match -q -- '*=*' $word; and set kind (__PREFIX___value "$scope" $word)
                    if test "$kind[1]" != optional; or not string match -q -- '-*' $next
                        test $word = --db; and set db --db $next
                        set i (math $i + 1)
                    end
                end
            else if test -z "$command"
                set command $word
                set scope $word
            else if test -z "$subcommand" -a $index -eq 0 -a "$command" != help; and __PREFIX___is_subcommand $command $word
                set subcommand $word
                set scope "$command $word"
            else
                test $index -eq 0; and set first $word
                set index (math $index + 1)
            end
            set i (math $i + 1)
        end
        set -l prev $words[-1]
        set -l given ''
        if string match -q -- '--*=*' $cur
            set prev (string split -m1 -f1 = -- $cur)
            set given $prev=
        end
        if string match -qr -- '^-[^0-9]' $prev; and set kind (__PREFIX___value "$scope" $prev); and test "$kind[1]" != optional
            switch $kind[1]
                case words
                    printf '%s\n' $given$kind[2..-1]
                case files
                    __fish_complete_path (string replace -- "$given" '' $cur)
                case generated
                    # The words before this one, for the values to narrow by: never evaluated.
                    printf '%s\n' $given($words[1] $db __VALUES__ $kind[2] --typed=$words[2..-1] 2>/dev/null)
            end
            return
        end
        if string match -q -- '-*' $cur
            __PREFIX___options "$scope"
        else if test -z "$command"
            __PREFIX___commands
        else if test "$command" = help
            if test $index -eq 0
                __PREFIX___commands
            else if test $index -eq 1
                __PREFIX___subcommands $first
            end
        else
            if test -z "$subcommand" -a $index -eq 0
                __PREFIX___subcommands $command
            end
            if set kind (__PREFIX___argument "$scope" $index)
                switch $kind[1]
                    case words
                        printf '%s\n' $kind[2..-1]
                    case files
                        __fish_complete_path $cur
                    case generated
                        $words[1] $db __VALUES__ $kind[2] --typed=$words[2..-1] 2>/dev/null
                end
            end
        end
    end

    complete -c __PROGRAM__ -f -a '(__PREFIX___complete)'

    """#
}
