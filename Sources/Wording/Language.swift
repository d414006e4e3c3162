/// The language kakeibo speaks to a person: English, or Japanese. Machine-readable output (CSV,
/// JSON) and the `kakeibo:` prefix are the same in both.
public enum Language: String, Sendable, CaseIterable {
  case english = "en"
  case japanese = "ja"
}
