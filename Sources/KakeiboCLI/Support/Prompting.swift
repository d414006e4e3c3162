import ArgumentParsing
import KakeiboCore
import KakeiboStore
import TerminalUI

/// How a command may ask the user for what the command line left out.
enum Interaction: Equatable {
  /// Standard input or output is not a terminal: nothing interactive starts, and a missing
  /// value is a usage error.
  case none
  /// `TERM=dumb`: numbered prompts, each answered by a typed line.
  case lines
  /// A real terminal: pickers and forms driven by keys in raw mode.
  case keys
}

extension Context {
  var interaction: Interaction {
    guard terminal != nil else { return .none }
    return environment["TERM"] == "dumb" ? .lines : .keys
  }

  var appearance: Appearance {
    Appearance(glyphs: glyphStyle, style: textStyle, language: language)
  }

  /// Asks the user to complete `form` on the terminal and returns the entry it describes.
  /// Throws `CommandError.cancelled` when the user cancels or input ends.
  func complete(_ form: EntryForm) throws -> EntryDraft {
    var form = form
    let outcome: EntryForm.Outcome
    switch (interaction, terminal) {
    case (.keys, let terminal?):
      let screen = try TerminalScreen(terminal: terminal, fullScreen: false)
      defer { screen.close() }
      outcome = screen.run(&form, appearance: appearance)
    case (.lines, let terminal?):
      outcome = TerminalScreen.runInLines(&form, on: terminal, appearance: appearance)
    default:
      outcome = .cancelled
    }
    guard case .completed(let draft) = outcome else { throw CommandError.cancelled }
    return draft
  }
}

extension CategorySuggestions {
  /// What `ledger` knows for the category | 内訳 picker: the category and 内訳 used most with
  /// a memo, and the 内訳 in use. A ledger that cannot be read suggests nothing: the picker
  /// still opens.
  init(_ ledger: Ledger) {
    self.init(
      classForMemo: { memo in
        guard case let learned?? = try? ledger.entries.mostUsedClass(forMemo: memo) else {
          return nil
        }
        return CategoryPick(category: learned.category, subcategory: learned.subcategory)
      },
      subcategories: {
        ((try? ledger.entries.subcategoriesInUse()) ?? [:]).mapValues { $0.map(\.0) }
      })
  }
}

/// `--date` of `add` and `edit`: a date as typed, or `pick` for the date picker.
enum DateOption: Equatable, Sendable {
  case date(LedgerDate)
  case pick

  /// Reads `--date`; `pick` needs a terminal.
  init(parsing text: String, in context: Context) throws {
    guard TextNormalization.matchKey(text) == "pick" else {
      self = .date(try LedgerDate(parsing: text, today: context.today))
      return
    }
    guard context.interaction != .none else {
      throw UsageRule.datePickNeedsTerminal.refusal(command: nil)
    }
    self = .pick
  }

  var date: LedgerDate? {
    if case .date(let date) = self { return date }
    return nil
  }
}
