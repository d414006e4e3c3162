/// Breaks a line of text into lines that fit a width in terminal columns, where each language
/// allows a break: at spaces in both, and in Japanese also between two characters of Japanese
/// text, except before closing punctuation and small kana and after opening brackets (kinsoku,
/// 禁則処理). Words of Latin letters, numbers, options and paths are never broken.
public enum TextWrapping {
  /// Returns `line` (one line: no line breaks in it) in lines of at most `width` columns, the
  /// spaces at each break left out. A word wider than `width` stays whole on a line of its own.
  public static func wrap(_ line: String, width: Int, language: Language) -> [String] {
    guard DisplayWidth.of(line) > width else { return [line] }
    var lines: [String] = []
    var current = ""
    var currentWidth = 0
    // The text since the last place a break may go, and the spaces before it.
    var word = ""
    var wordWidth = 0
    var spaces = ""
    var previous: Character?

    func placeWord() {
      guard !word.isEmpty else { return }
      let spaceWidth = current.isEmpty ? 0 : spaces.count
      if currentWidth > 0, currentWidth + spaceWidth + wordWidth > width {
        lines.append(current)
        current = word
        currentWidth = wordWidth
      } else {
        current += (current.isEmpty ? "" : spaces) + word
        currentWidth += spaceWidth + wordWidth
      }
      word = ""
      wordWidth = 0
      spaces = ""
    }

    let characters = Array(line)
    for (index, character) in characters.enumerated() {
      if character == " " {
        // In Japanese, a number keeps the counter after it: `1 行`, `500 文字`.
        if language == .japanese, !word.isEmpty, spaces.isEmpty,
          word.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ",") }),
          index + 1 < characters.count, isJapanese(characters[index + 1])
        {
          word.append(character)
          wordWidth += 1
          previous = character
          continue
        }
        placeWord()
        spaces.append(character)
      } else {
        if let previous, previous != " ", language == .japanese,
          mayBreak(between: previous, and: character)
        {
          placeWord()
        }
        word.append(character)
        wordWidth += DisplayWidth.of(character)
      }
      previous = character
    }
    placeWord()
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    // A last line of a word of a character or two (`1`, `it.`) takes the word before it along.
    // (Only where the line broke at a space: a Japanese break between characters stays.)
    if lines.count > 1, let last = lines.last, DisplayWidth.of(last) <= 3, !last.contains(" "),
      line.hasSuffix(" " + last), let space = lines[lines.count - 2].lastIndex(of: " ")
    {
      let before = lines[lines.count - 2]
      let moved = String(before[before.index(after: space)...]) + " " + last
      if !moved.hasPrefix(" "), DisplayWidth.of(moved) <= width {
        lines[lines.count - 2] = String(before[..<space])
        lines[lines.count - 1] = moved
      }
    }
    return lines
  }

  /// Whether Japanese lets a line end between `before` and `after` (no space between them).
  public static func mayBreak(between before: Character, and after: Character) -> Bool {
    guard !closesOrFollows(after), !opens(before) else { return false }
    return (isJapanese(before) && isJapanese(after)) || closes(before) || opens(after)
  }

  /// Kana, ideographs and the CJK marks between them: the characters Japanese breaks between.
  static func isJapanese(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first, !character.isASCII else { return false }
    return DisplayWidth.isKanaOrIdeograph(scalar.value) || (0x3000...0x30FF).contains(scalar.value)
      || (0xFF01...0xFF0F).contains(scalar.value) || (0xFF1A...0xFF20).contains(scalar.value)
  }

  /// Characters that may not begin a line (行頭禁則): closing brackets and punctuation, the
  /// prolonged sound mark, small kana and iteration marks.
  static func closesOrFollows(_ character: Character) -> Bool {
    "、。，．・：；？！ー）」』】〕〉》〟’”ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ々ゝゞヽヾ…‥),.:;!?%"
      .contains(character)
  }

  /// Closing brackets and punctuation after which a line may end.
  static func closes(_ character: Character) -> Bool {
    "、。，．・：；？！）」』】〕〉》".contains(character)
  }

  /// Opening brackets, which may not end a line (行末禁則).
  static func opens(_ character: Character) -> Bool {
    "（「『【〔〈《〝‘“(".contains(character)
  }
}
