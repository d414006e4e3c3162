import KakeiboCore
import TerminalUI
import Wording

/// Writes a row of `list`'s table (id, date, class, amount and memo, without a payer column) as
/// bytes into one reused line, the very bytes `Table.line` makes of the cells
/// `EntryRendering.writeTable` gives it, without a `String` for each cell: the id and the
/// date's digits, the amount's digits with their commas, the class's label as it was made once
/// for its kind, category and 内訳, and the memo's UTF-8 as stored.
///
/// It writes only a row whose memo holds printable ASCII, kana and ideographs alone
/// (`DisplayWidth.ofSimple`: most memos), which `VisibleText` leaves as it is and whose every
/// scalar is a character of its own, so that its width and the trailing spaces taken off are
/// those of the characters. Any other row, and a memo that needs cutting to the width, is left
/// to `Table.line`.
struct EntryRowBytes {
  private let glyphs: GlyphStyle
  private var line: [UInt8] = []
  private var labels: [LabelKey: (bytes: [UInt8], width: Int)] = [:]
  /// The widths `Table.line` counts for the amount's signs, once.
  private let yenWidth = DisplayWidth.of("¥")
  private let minusWidth = DisplayWidth.of("−")

  private struct LabelKey: Hashable {
    let kind: EntryKind
    let category: Category?
    let subcategory: Subcategory?
  }

  init(glyphs: GlyphStyle) {
    self.glyphs = glyphs
    line.reserveCapacity(256)
  }

  /// Writes `entry`'s line, laid out in `widths` (the table's five columns), to `output`, and
  /// returns the memo's width; nil, having written nothing, when the row is not one it writes
  /// (see the type), or its memo is wider than `memoWidth`.
  mutating func write(
    _ entry: Entry, widths: [Int], memoWidth: Int?, to output: TextOutput
  ) throws(OutputError) -> Int? {
    let memo = entry.memo.text
    guard let memoColumns = DisplayWidth.ofSimple(memo) else { return nil }
    if let memoWidth, memoColumns > memoWidth { return nil }
    let label = self.label(of: entry)
    line.removeAll(keepingCapacity: true)
    // The id, on the right of its column.
    let id = UInt64(entry.id.magnitude)
    guard entry.id >= 0 else { return nil }
    let digits = Self.digitCount(id)
    appendSpaces(max(0, widths[0] - digits))
    appendDecimal(id, digits: digits)
    // The date, on the left.
    appendSpaces(Table.gap.count)
    let date = entry.date
    appendDecimal(UInt64(date.year), digits: 4)
    line.append(UInt8(ascii: "-"))
    appendDecimal(UInt64(date.month), digits: 2)
    line.append(UInt8(ascii: "-"))
    appendDecimal(UInt64(date.day), digits: 2)
    var pending = max(0, widths[1] - 10) + Table.gap.count
    // The class, on the left.
    appendSpaces(pending)
    line.append(contentsOf: label.bytes)
    pending = max(0, widths[2] - label.width) + Table.gap.count
    // The amount, on the right: `Yen.description`'s `¥1,234`, `−¥1,234`.
    let value = entry.amount.value
    let magnitude = value.magnitude
    let amountDigits = Self.digitCount(magnitude)
    let commas = (amountDigits - 1) / 3
    let amountWidth = (value < 0 ? minusWidth : 0) + yenWidth + amountDigits + commas
    appendSpaces(pending + max(0, widths[3] - amountWidth))
    if value < 0 { line.append(contentsOf: [0xE2, 0x88, 0x92]) }
    line.append(contentsOf: [0xC2, 0xA5])
    appendGrouped(magnitude, digits: amountDigits)
    // The memo, last: no padding after it.
    if !memo.isEmpty {
      appendSpaces(Table.gap.count)
      line.append(contentsOf: memo.utf8)
    }
    while line.last == UInt8(ascii: " ") { line.removeLast() }
    line.append(UInt8(ascii: "\n"))
    try line.withUnsafeBufferPointer { bytes throws(OutputError) in
      try output.write(utf8: bytes)
    }
    return memoColumns
  }

  /// The cell of `entry`'s class as `Table.line` shows it, and its width, made once a class.
  private mutating func label(of entry: Entry) -> (bytes: [UInt8], width: Int) {
    let key = LabelKey(kind: entry.kind, category: entry.category, subcategory: entry.subcategory)
    if let known = labels[key] { return known }
    let cell = Table.cell(Table.cell(entry.label(glyphs)))
    let made = (Array(cell.utf8), DisplayWidth.of(cell))
    labels[key] = made
    return made
  }

  /// How many decimal digits `value` has.
  private static func digitCount(_ value: UInt64) -> Int {
    var digits = 1
    var rest = value
    while rest >= 10 {
      digits += 1
      rest /= 10
    }
    return digits
  }

  private mutating func appendSpaces(_ count: Int) {
    for _ in 0..<count { line.append(UInt8(ascii: " ")) }
  }

  /// Appends `value`'s last `digits` decimal digits, with leading zeros.
  private mutating func appendDecimal(_ value: UInt64, digits: Int) {
    let start = line.count
    for _ in 0..<digits { line.append(UInt8(ascii: "0")) }
    var rest = value
    var index = start + digits - 1
    while index >= start {
      line[index] = UInt8(ascii: "0") + UInt8(rest % 10)
      rest /= 10
      index -= 1
    }
  }

  /// Appends `value` (of `digits` digits) in groups of three separated by commas.
  private mutating func appendGrouped(_ value: UInt64, digits: Int) {
    let total = digits + (digits - 1) / 3
    let start = line.count
    for _ in 0..<total { line.append(UInt8(ascii: ",")) }
    var rest = value
    var index = start + total - 1
    var inGroup = 0
    while index >= start {
      if inGroup == 3 {
        inGroup = 0
        index -= 1
        continue
      }
      line[index] = UInt8(ascii: "0") + UInt8(rest % 10)
      rest /= 10
      inGroup += 1
      index -= 1
    }
  }
}
