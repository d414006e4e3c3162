import KakeiboCore
import Wording

// Who paid an entry and how it is split, where a line shows it beside the entry (a changed row
// of an import): only in a household of more than one person.

enum PayerWords: Message {
  /// `paid by 健太, split 美咲=1,健太=2`; `split` nil: the household's split.
  case sharing(payer: String, split: String?)

  var english: String {
    switch self {
    case .sharing(let payer, let split):
      "paid by \(VisibleText.of(payer)), "
        + (split.map { "split " + VisibleText.of($0) } ?? "the household's split")
    }
  }

  var japanese: String {
    switch self {
    case .sharing(let payer, let split):
      "支払った人 \(VisibleText.of(payer))、"
        + (split.map { "按分 " + VisibleText.of($0) } ?? "世帯の按分")
    }
  }

  /// The words for `entry`'s payer and split in `household`, its people by their shown names.
  static func of(_ entry: Entry, in household: Household) -> PayerWords {
    .sharing(
      payer: household.name(of: household.payer(of: entry)),
      split: entry.split.map { split in
        split.parts.map { "\(household.name(of: $0.person))=\($0.weight)" }
          .joined(separator: ",")
      })
  }
}
