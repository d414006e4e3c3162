import Testing

@testable import KakeiboImport

@Suite struct CSVReaderTests {
  @Test func readsRFC4180QuotingWithAnyLineEnd() {
    let text =
      "date,memo\r\n2026-11-01,\"a, b\"\r\n2026-11-02,\"say \"\"hi\"\"\"\n"
      + "2026-11-03,\"two\r\nlines\"\r2026-11-04,plain \"quote\"\n\"\",\n,"
    let expected: [(Int, [String])] = [
      (1, ["date", "memo"]),
      (2, ["2026-11-01", "a, b"]),
      (3, ["2026-11-02", "say \"hi\""]),
      (4, ["2026-11-03", "two\r\nlines"]),
      (6, ["2026-11-04", "plain \"quote\""]),
      (7, ["", ""]),
      (8, ["", ""]),
    ]
    // The same records whatever the chunk boundaries: every split of the file into chunks of
    // one size, down to a byte at a time.
    for chunkSize in [1, 2, 3, 5, 7, 64, .max] {
      let records = readCSV(text, chunkSize: chunkSize)
      #expect(records.map(\.0) == expected.map(\.0), "chunks of \(chunkSize)")
      #expect(records.map(\.1) == expected.map(\.1), "chunks of \(chunkSize)")
      #expect(records.allSatisfy { $0.2 == nil })
    }
  }

  /// A file with CR line ends (as old Mac software writes) counts a CR inside quotes as a
  /// line, as it counts CRLF and LF.
  @Test func countsLineBreaksInsideQuotesWhateverTheirKind() {
    for lineEnd in ["\r", "\n", "\r\n"] {
      let text = ["a,b", "1,\"x", "y\"", "2,\"p", "q", "r\"", "3,z", ""].joined(separator: lineEnd)
      for chunkSize in [1, 2, .max] {
        #expect(readCSV(text, chunkSize: chunkSize).map(\.0) == [1, 2, 4, 7], "\(lineEnd)")
      }
    }
  }

  @Test func skipsEmptyLinesButCountsThem() {
    let records = readCSV("a,b\n\n\r\n1,2\n\n")
    #expect(records.map(\.0) == [1, 4])
    #expect(records.map(\.1) == [["a", "b"], ["1", "2"]])
  }

  @Test func keepsBytesThatAreNotASCIIAsTheyAre() {
    // Shift_JIS "家計簿" (89 C6 8C 76 95 EB): no byte of it is a comma, quote or line break.
    let bytes: [UInt8] = [0x89, 0xC6, 0x8C, 0x76, 0x95, 0xEB, 0x2C, 0x31, 0x0A]
    var reader = CSVReader()
    var fields: [[UInt8]] = []
    bytes.withUnsafeBufferPointer { chunk in
      reader.read(chunk) { record in
        for index in 0..<record.count { fields.append(record.withField(index) { Array($0) }) }
      }
    }
    #expect(fields == [[0x89, 0xC6, 0x8C, 0x76, 0x95, 0xEB], [0x31]])
  }

  /// A cell written as a spreadsheet's formula of text (`="000123"`) is its text, commas and
  /// doubled quotes in it as in any quoted field; a `=` without a quote after it is text.
  @Test func readsAFormulaOfTextAsItsText() {
    let text = "=\"000123\",=\"a, \"\"b\"\"\",=1+2,=\n=\"x\",="
    for chunkSize in [1, 2, 3, .max] {
      let records = readCSV(text, chunkSize: chunkSize)
      #expect(records.map(\.1) == [["000123", "a, \"b\"", "=1+2", "="], ["x", "="]])
      #expect(records.allSatisfy { $0.2 == nil })
    }
  }

  @Test func reportsTextAfterAClosingQuote() {
    let records = readCSV("a,\"b\"c,d\n1,2,3\n")
    #expect(records.map(\.1) == [["a", "bc", "d"], ["1", "2", "3"]])
    #expect(records.map(\.2) == [.textAfterClosingQuote(field: 2), nil])
  }

  @Test func reportsAQuoteLeftOpenAtTheEnd() {
    let records = readCSV("a,b\n1,\"open\n2,3\n")
    #expect(records.map(\.0) == [1, 2])
    #expect(records.map(\.1) == [["a", "b"], ["1", "open\n2,3\n"]])
    #expect(records.map(\.2) == [nil, .unclosedQuote])
  }

  @Test func keepsNoMoreThanTheLongestRecord() {
    let long = String(repeating: "x", count: CSVReader.maximumRecordLength + 1)
    let records = readCSV("a\n" + long + "\nb\n", chunkSize: 4096)
    #expect(records.map(\.0) == [1, 2, 3])
    #expect(records.map(\.1) == [["a"], [], ["b"]])
    #expect(records.map(\.2) == [nil, .tooLong, nil])
  }
}
