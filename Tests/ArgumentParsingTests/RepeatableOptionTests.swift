import Testing
import Wording

@testable import ArgumentParsing

private let importSpec = CommandSpec(
  name: "import", abstract: Phrase(en: "Import a file", ja: "Import a file"),
  arguments: [ArgumentSpec("FILE", help: "A file")],
  options: [
    .repeatableValue("map", short: "M", valueName: "SOURCE=CATEGORY", help: "A mapping"),
    .value("from", valueName: "FORMAT", help: "The format"),
    .value("category", valueName: "CATEGORY", help: "A fixed category"),
  ],
  conflicts: [("map", "category")])

private let program = ProgramSpec(
  name: "kakeibo", version: "1.0", abstract: Phrase(en: "a ledger", ja: "a ledger"),
  commands: [importSpec],
  sharedOptions: [
    .value("db", valueName: "PATH", help: "The ledger file"),
    .repeatableValue("trace", valueName: "TOPIC", help: "Shared and repeatable"),
  ])

@Suite struct RepeatableOptionTests {
  @Test func keepsEveryValueInOrderWhateverTheSpelling() throws {
    let parsed = try ArgumentParser.parse(
      ["a.csv", "--map", "趣味・娯楽=娯楽費", "--map=交際費=fun", "-M", "食費=living", "-Mx=y"],
      command: importSpec)
    #expect(parsed.allValues("map") == ["趣味・娯楽=娯楽費", "交際費=fun", "食費=living", "x=y"])
    #expect(parsed.value("map") == nil)
    #expect(parsed.arguments == ["a.csv"])
  }

  @Test func anOptionNotGivenHasNoValues() throws {
    #expect(try ArgumentParser.parse(["a.csv"], command: importSpec).allValues("map") == [])
  }

  @Test func aRepeatableOptionStillNeedsAValueEachTime() {
    #expect(
      throws: UsageError.missingValue(
        option: "--map", valueName: "SOURCE=CATEGORY", command: "import")
    ) {
      try ArgumentParser.parse(["a.csv", "--map", "a=b", "--map"], command: importSpec)
    }
    #expect(
      throws: UsageError.missingValue(
        option: "--map", valueName: "SOURCE=CATEGORY", command: "import")
    ) {
      try ArgumentParser.parse(["a.csv", "--map", "--from", "zaim"], command: importSpec)
    }
  }

  @Test func otherOptionsGivenTwiceAreStillRefused() {
    #expect(throws: UsageError.repeatedOption("--from", command: "import")) {
      try ArgumentParser.parse(
        ["a.csv", "--map", "a=b", "--from", "zaim", "--map", "c=d", "--from", "csv"],
        command: importSpec)
    }
  }

  @Test func conflictsCountARepeatableOptionAsGiven() {
    #expect(throws: UsageError.conflictingOptions("--map", "--category", command: "import")) {
      try ArgumentParser.parse(["a.csv", "--map", "a=b", "--category", "fun"], command: importSpec)
    }
  }

  @Test func sharedRepeatableValuesComeFirstThenTheCommands() throws {
    let invocation = try ArgumentParser.parse(
      ["--trace", "sql", "import", "a.csv", "--trace", "io", "--map", "a=b"], program: program)
    #expect(
      invocation
        == .run(
          command: "import",
          ParsedArguments(
            arguments: ["a.csv"],
            repeatedValues: ["trace": ["sql", "io"], "map": ["a=b"]])))
  }

  @Test func helpShowsTheValueNameOnce() {
    #expect(
      HelpFormatter.help(for: importSpec, program: program) == """
        kakeibo import: Import a file

        Usage: kakeibo import FILE [options]

        Arguments:
          FILE  A file

        Options:
          -M, --map SOURCE=CATEGORY  A mapping
              --from FORMAT          The format
              --category CATEGORY    A fixed category
              --db PATH              The ledger file
              --trace TOPIC          Shared and repeatable
          -h, --help                 Show this help

        """)
  }
}
