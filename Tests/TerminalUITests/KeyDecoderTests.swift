import Testing

@testable import TerminalUI

@Suite struct KeyDecoderTests {
  func decode(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(bytes) + decoder.flush()
  }

  func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func printableTextIncludingJapanese() {
    #expect(
      decode(bytes("aZ1 ")) == [.character("a"), .character("Z"), .character("1"), .character(" ")])
    #expect(decode(bytes("生活費")) == [.character("生"), .character("活"), .character("費")])
    #expect(decode(bytes("１")) == [.character("１")])
  }

  @Test func controlKeys() {
    #expect(
      decode([0x0D, 0x0A, 0x09, 0x7F, 0x08, 0x03, 0x04, 0x15, 0x01, 0x05, 0x17, 0x00, 0x1C]) == [
        .enter, .enter, .tab, .backspace, .backspace, .interrupt, .endOfInput, .control("u"),
        .control("a"), .control("e"), .control("w"), .unknown, .unknown,
      ])
  }

  @Test func scalarsThatJoinArriveAsOneCharacter() {
    // An input method's decomposed が, an emoji with a skin tone, a family joined by ZWJ.
    #expect(decode(bytes("か\u{3099}き")) == [.character("が"), .character("き")])
    #expect(decode(bytes("👍\u{1F3FD}")) == [.character("👍🏽")])
    #expect(decode(bytes("👨\u{200D}👩\u{200D}👧x")) == [.character("👨‍👩‍👧"), .character("x")])
    #expect(decode(bytes("スーパー")).count == 4)
  }

  @Test func escapeSequences() {
    #expect(decode(bytes("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D")) == [.up, .down, .right, .left])
    #expect(decode(bytes("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD")) == [.up, .down, .right, .left])
    #expect(
      decode(bytes("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~")) == [
        .home, .end, .home, .end, .home, .end,
      ])
    #expect(
      decode(bytes("\u{1B}[3~\u{1B}[5~\u{1B}[6~\u{1B}[Z")) == [
        .delete, .pageUp, .pageDown, .backTab,
      ])
    #expect(decode(bytes("\u{1B}[1;5A\u{1B}[3;2~")) == [.up, .delete])
    #expect(decode(bytes("\u{1B}[99~\u{1B}[200~x")) == [.unknown, .unknown, .character("x")])
  }

  @Test func aLoneEscapeWaitsThenIsEsc() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.hasPending)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.hasPending)
    #expect(decoder.flush() == [])
  }

  @Test func escapeFollowedByAnotherKeyIsEscThenThatKey() {
    #expect(decode(bytes("\u{1B}q")) == [.escape, .character("q")])
    #expect(decode([0x1B, 0x1B]) == [.escape, .escape])
  }

  @Test func sequencesSplitAcrossReadsDecodeWhole() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.decode(bytes("[")) == [])
    #expect(decoder.decode(bytes("A")) == [.up])
    #expect(decoder.decode(bytes("x\u{1B}[")) == [.character("x")])
    #expect(decoder.decode(bytes("6")) == [])
    #expect(decoder.decode(bytes("~\u{1B}")) == [.pageDown])
    #expect(decoder.decode(bytes("O")) == [])
    #expect(decoder.decode(bytes("B")) == [.down])
    #expect(!decoder.hasPending)
  }

  @Test func utf8SplitAcrossReadsDecodesWhole() {
    var decoder = KeyDecoder()
    let house = bytes("費")
    #expect(decoder.decode(house.prefix(1)) == [])
    #expect(decoder.decode(house.dropFirst().prefix(1)) == [])
    #expect(decoder.decode(house.suffix(1)) == [.character("費")])
  }

  @Test func anUnfinishedSequenceFlushesAsEscAndItsCharacters() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(bytes("\u{1B}[1")) == [])
    #expect(decoder.flush() == [.escape, .character("["), .character("1")])
  }

  @Test func invalidUTF8IsSkipped() {
    #expect(decode([0xFF, 0x61]) == [.unknown, .character("a")])
    #expect(decode([0xE3, 0x61]) == [.unknown, .character("a")])
    #expect(decode([0xE3, 0x81]) == [.unknown])
  }
}
