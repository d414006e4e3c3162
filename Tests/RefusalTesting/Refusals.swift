import KakeiboCore
import Messages

// What the core's and the import's tests share: a refusal compared as its field, its value and
// its reason's English words.

/// Whether `body` refuses with `field`, `value` and a reason worded `problem` in English: the
/// tests say what a refusal reads as, the value hands over its reason as data.
public func refuses<T>(
  _ field: InvalidValue.Field, _ value: String, _ problem: String, _ body: () throws -> T
) -> Bool {
  do {
    _ = try body()
    return false
  } catch let error as InvalidValue {
    return error.isRefusal(field, value, problem)
  } catch {
    return false
  }
}

extension InvalidValue {
  /// The reason in English, an amount's with the forms it was given in.
  public var problem: String { reason.english(amountForms: amountForms) }

  /// Whether this is the refusal of `value` for `field`, its reason worded `problem`.
  public func isRefusal(_ field: Field, _ value: String, _ problem: String) -> Bool {
    self.field == field && self.value == value && self.problem == problem
  }
}
