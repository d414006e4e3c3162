import Testing
import Wording

@testable import ArgumentParsing

private let budget = CommandSpec(
  name: "budget", abstract: Phrase(en: "Budgets", ja: "Budgets"),
  usage: ["[MONTH]"],
  arguments: [ArgumentSpec("MONTH", help: "A month", isOptional: true)],
  options: [
    .value("month", valueName: "MONTH", help: "From this month on"),
    .value("format", short: "f", valueName: "FORMAT", help: "table or json"),
  ],
  subcommands: [
    SubcommandSpec(
      "set", abstract: "Set a budget",
      arguments: [
        ArgumentSpec("CATEGORY", help: "A category"), ArgumentSpec("AMOUNT", help: "Yen"),
      ],
      options: ["month"]),
    SubcommandSpec("unset", abstract: "Remove a budget", usage: ["CATEGORY"]),
  ],
  examples: ["kakeibo budget set fun 100", "kakeibo budget", "kakeibo budget settle"])

private let member = CommandSpec(
  name: "member", abstract: Phrase(en: "Members", ja: "Members"),
  subcommands: [
    SubcommandSpec("list", abstract: "List them", usage: ["[--format FORMAT]"], isDefault: true),
    SubcommandSpec("add", abstract: "Add one", arguments: [ArgumentSpec("ROLE", help: "A role")]),
  ])

private let program = ProgramSpec(
  name: "kakeibo", version: "1.0", abstract: Phrase(en: "a ledger", ja: "a ledger"),
  commands: [budget, member],
  sharedOptions: [.value("db", valueName: "PATH", help: "The ledger file")])

@Suite struct SubcommandTests {
  @Test func usageListsTheCommandsOwnThenEachSubcommands() {
    #expect(budget.usage == ["[MONTH]", "set CATEGORY AMOUNT [options]", "unset CATEGORY"])
    // A default subcommand stands for the command itself.
    #expect(member.usage == ["[list] [--format FORMAT]", "add ROLE [options]"])
  }

  @Test func helpNamesTheSubcommand() throws {
    for words in [
      ["budget", "set", "--help"], ["budget", "--month", "11", "set", "-h"],
      ["budget", "-f", "json", "set", "fun", "--help"], ["help", "budget", "set"],
    ] {
      #expect(
        try ArgumentParser.parse(words, program: program)
          == .help(command: "budget", subcommand: "set"), "\(words)")
    }
    // A month, not a subcommand; and the value of --month is no subcommand either.
    #expect(
      try ArgumentParser.parse(["budget", "11", "--help"], program: program)
        == .help(command: "budget"))
    #expect(
      try ArgumentParser.parse(["budget", "--month", "set", "--help"], program: program)
        == .help(command: "budget"))
    #expect(try ArgumentParser.parse(["help", "--man"], program: program) == .manual)
    #expect(throws: UsageError.unknownCommand("budget sett", suggestion: "budget set")) {
      try ArgumentParser.parse(["help", "budget", "sett"], program: program)
    }
  }

  @Test func aSubcommandTakesItsOwnArguments() throws {
    #expect(
      try ArgumentParser.parse(["set", "fun", "100"], command: budget).arguments == [
        "set", "fun", "100",
      ])
    #expect(throws: UsageError.unexpectedArgument("x", command: "budget")) {
      try ArgumentParser.parse(["set", "fun", "100", "x"], command: budget)
    }
    #expect(throws: UsageError.unexpectedArgument("x", command: "budget")) {
      try ArgumentParser.parse(["11", "x"], command: budget)
    }
    // A command of subcommands alone leaves an unknown one for its run to word.
    #expect(try ArgumentParser.parse(["frob", "x"], command: member).arguments == ["frob", "x"])
  }

  @Test func aSubcommandsHelp() {
    #expect(
      HelpFormatter.help(for: budget.subcommands[0], of: budget, program: program) == """
        kakeibo budget set: Set a budget

        Usage: kakeibo budget set CATEGORY AMOUNT [options]

        Arguments:
          CATEGORY  A category
          AMOUNT    Yen

        Options:
              --month MONTH  From this month on
              --db PATH      The ledger file
          -h, --help         Show this help

        Examples:
          kakeibo budget set fun 100

        """)
  }
}

@Suite struct ManualPageTests {
  @Test func escapesWhatRoffWouldRead() {
    #expect(ManualPage.escape("--db PATH") == "\\-\\-db PATH")
    #expect(ManualPage.escape("C:\\dir") == "C:\\edir")
    #expect(ManualPage.escape(".hidden") == "\\&.hidden")
    #expect(ManualPage.escape("'quoted'") == "\\&'quoted'")
    #expect(ManualPage.escape("  indented") == "\\&  indented")
    #expect(ManualPage.escape("家計簿 ¥1") == "\\[u5BB6]\\[u8A08]\\[u7C3F] \\[u00A5]1")
    #expect(ManualPage.escape("🏠") == "\\[u1F3E0]")
  }

  @Test func aCommandsSectionHasItsSubcommands() {
    let page = ManualPage.render(program, sections: [])
    #expect(
      page.contains(
        ".SS \"budget set\"\nSet a budget.\n.PP\n.nf\n\\fBkakeibo budget set\\fR CATEGORY AMOUNT [options]\n.fi\n"
      ))
    #expect(
      page.contains(".TP\n\\fB\\-f\\fR, \\fB\\-\\-format\\fR \\fIFORMAT\\fR\ntable or json\n"))
    #expect(page.contains(".SS \"member list\"\nList them (the default).\n"))
  }
}
