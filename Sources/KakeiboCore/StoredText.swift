/// The text cells of an entry as a ledger holds them, which another program may have written
/// past the ledger's rules (a raw ESC in a memo, a 内訳 of 60 characters). Such a value is read
/// as it is, so that `list` and `export` show it, escaped, instead of refusing the whole month;
/// it knows what it breaks (`problem`), and an edit stores it `repaired`: each control
/// character as the symbol Unicode draws it with (ESC as ␛, a line feed as ␊), the others a memo
/// may not hold as `\u{…}`, white space trimmed from its ends, cut to the longest the field may
/// be. Nothing is lost that the change log does not keep: undo restores
/// the cell as it was.
extension Memo {
  /// The memo `text` as stored, unchecked.
  public init(stored text: String) {
    self.init(validated: text)
  }

  /// What the memo breaks of a memo's rules; nil when nothing.
  public var problem: InvalidValue? {
    do {
      _ = try Memo(text)
      return nil
    } catch {
      return error
    }
  }

  /// The memo with what breaks the rules mended (itself when nothing does).
  public var repaired: Memo {
    guard problem != nil else { return self }
    let escaped = StoredText.pictured(text)
    return (try? Memo(StoredText.cut(escaped, to: Memo.maximumLength))) ?? .empty
  }
}

extension Subcategory {
  /// The 内訳 `text` as stored, unchecked.
  public init(stored text: String) {
    self.name = text
  }

  /// What the 内訳 breaks of a 内訳's rules; nil when nothing.
  public var problem: InvalidValue? {
    do {
      guard let valid = try Subcategory(validating: name), valid.name == name else {
        return InvalidValue(.subcategory, name, .untrimmed)
      }
      return nil
    } catch {
      return error
    }
  }

  /// The 内訳 with what breaks the rules mended (nil when nothing is left of it, or when it is
  /// the label tables show for none).
  public var repaired: Subcategory? {
    guard problem != nil else { return self }
    let escaped = StoredText.pictured(TextNormalization.trimmed(name))
    return try? Subcategory(validating: StoredText.cut(escaped, to: Subcategory.maximumLength))
  }
}

extension EntrySource {
  /// The source `text` as stored, unchecked.
  public init(stored text: String) {
    self.name = text
  }

  /// What the source breaks of a source's rules; nil when nothing.
  public var problem: InvalidValue? {
    do {
      guard let valid = try EntrySource(validating: name), valid.name == name else {
        return InvalidValue(.source, name, .untrimmed)
      }
      return nil
    } catch {
      return error
    }
  }

  /// The source with what breaks the rules mended (nil when nothing is left of it).
  public var repaired: EntrySource? {
    guard problem != nil else { return self }
    let escaped = StoredText.pictured(TextNormalization.trimmed(name))
    return try? EntrySource(validating: StoredText.cut(escaped, to: EntrySource.maximumLength))
  }
}

extension Entry {
  /// The entry with its memo, 内訳 and source repaired where they break the rules.
  public var repairingStoredText: Entry {
    var entry = self
    entry.memo = memo.repaired
    if let subcategory, subcategory.problem != nil { entry.subcategory = subcategory.repaired }
    if let source, source.problem != nil { entry.source = source.repaired }
    return entry
  }
}

extension VisibleText {
  /// `text` with the characters a memo may not hold (see `Memo.isForbidden`) written as
  /// escapes; text that keeps a memo's rules is returned as it is, so that what an export
  /// writes of a valid ledger reads back unchanged.
  public static func escapingForbidden(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: Memo.isForbidden) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if Memo.isForbidden(scalar) {
        result += escape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// Helpers for stored text.
enum StoredText {
  /// `text` with each C0 control character and DEL written as its symbol in Unicode's Control
  /// Pictures (U+2400 to U+2421: ␛, ␊, ␉, ␡), and each other character a memo may not hold as
  /// `\u{…}`: printable text that shows what was there.
  static func pictured(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: Memo.isForbidden) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x00...0x1F: result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
      case 0x7F: result += "\u{2421}"
      case _ where Memo.isForbidden(scalar): result += VisibleText.escape(scalar)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` cut to its first `limit` Unicode scalars (as the databases count characters).
  static func cut(_ text: String, to limit: Int) -> String {
    guard text.unicodeScalars.count > limit else { return text }
    var result = ""
    result.unicodeScalars.append(contentsOf: text.unicodeScalars.prefix(limit))
    return result
  }
}
