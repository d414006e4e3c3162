import Testing
import Wording

@testable import ArgumentParsing

@Suite struct HelpTests {
  typealias F = Fixtures

  @Test func commandHelpIsWrittenFromTheDeclaration() {
    #expect(
      HelpFormatter.help(for: [F.importCommand], program: F.program) == """
        kakeibo import: Import a file

        Usage: kakeibo import FILE [options]

        Arguments:
          FILE  A file

        Options:
          -M, --map SOURCE=CATEGORY  A mapping
              --from FORMAT          The format
          -c, --category CATEGORY    A category
          -m, --memo TEXT            A memo
              --db PATH              The ledger file
              --trace TOPIC          Shared and repeatable
          -h, --help                 Show this help

        """)
  }

  @Test func helpIsInTheLanguageAskedFor() {
    #expect(
      HelpFormatter.help(
        for: [F.budget, F.budget.subcommands[0]], program: F.program, language: .japanese)
          == """
          kakeibo budget set: 「Set a budget」

          使い方: kakeibo budget set 「CATEGORY」 「AMOUNT」 [オプション]

          引数:
            「CATEGORY」  「A category」
            「AMOUNT」    「Yen」

          オプション:
                --month 「MONTH」  「From this month on」
                --db 「PATH」      「The ledger file」
                --trace 「TOPIC」  「Shared and repeatable」
            -h, --help             このヘルプを表示します

          例:
            kakeibo budget set fun 100

          """)
  }

  @Test func aCommandsHelpListsItsSubcommandsAndTheirExamples() {
    let help = HelpFormatter.help(for: [F.member], program: F.program)
    #expect(help.contains("\nSubcommands:\n  list  List them (the default)\n  add   Add one\n"))
    #expect(
      help.hasPrefix("kakeibo member: Members\n\nUsage: kakeibo member [list] [--format FORMAT]\n"))
    #expect(
      help.hasSuffix(
        "\nRun 'kakeibo member <subcommand> --help' for a subcommand's arguments and\noptions.\n"))
    let budget = HelpFormatter.help(for: [F.budget], program: F.program)
    #expect(budget.contains("\nExamples:\n  kakeibo budget set fun 100\n  kakeibo budget\n"))
  }

  @Test func helpIsWrappedToTheWidth() {
    let option = OptionKey<String, Today>(
      "memo", short: "m", valueName: phrase("TEXT"),
      help: Phrase(
        en: "What it was for: one line, up to five hundred characters of printable text",
        ja: "何のためのお金かのメモです。1 行で、500 文字までの印字できる文字です"))
    let command = CommandDeclaration<Today>(
      "add", abstract: phrase("Log an expense"),
      usage: [
        Phrase(
          en: "[--month MONTH | --from DATE --to DATE] [--category CATEGORY] [--format FORMAT]",
          ja: "")
      ],
      options: [option],
      discussion: Phrase(
        en:
          "A paragraph that is longer than the width.\n\nLists:\n  kakeibo  the first item, which wraps under itself",
        ja: ""),
      run: { _, _ in })
    let program = ProgramDeclaration<Today>(
      name: "kakeibo", version: "1", abstract: phrase("a"), commands: [], sharedOptions: [])
    #expect(
      HelpFormatter.help(for: [command], program: program, width: 40) == """
        kakeibo add: Log an expense

        Usage: kakeibo add [--month MONTH |
                           --from DATE --to
                           DATE]
                           [--category CATEGORY]
                           [--format FORMAT]

        Options:
          -m, --memo TEXT
                What it was for: one line, up to
                five hundred characters of
                printable text
          -h, --help
                Show this help

        A paragraph that is longer than the
        width.

        Lists:
          kakeibo  the first item, which wraps
                   under itself

        """)
    #expect(
      HelpFormatter.section(
        "オプション", [("-m, --memo メモ", option.help.japanese)], width: 50, language: .japanese)
          == """

          オプション:
            -m, --memo メモ  何のためのお金かのメモです。
                             1 行で、500 文字までの印字でき
                             る文字です

          """)
  }
}

@Suite struct TextWrappingTests {
  @Test func englishBreaksAtSpacesOnly() {
    #expect(
      TextWrapping.wrap(
        "the ledger file --month-start postgresql://host/db", width: 16, language: .english)
        == ["the ledger file", "--month-start", "postgresql://host/db"])
    #expect(TextWrapping.wrap("short", width: 80, language: .english) == ["short"])
    // CJK words in English text stay whole.
    #expect(
      TextWrapping.wrap("Money Forward ME's 入出金 export", width: 22, language: .english)
        == ["Money Forward ME's", "入出金 export"])
  }

  @Test func japaneseBreaksBetweenCharactersButNotBeforeClosingPunctuation() {
    #expect(
      TextWrapping.wrap("区分ごとの月の予算を設定します。", width: 10, language: .japanese)
        == ["区分ごとの", "月の予算を", "設定しま", "す。"])
    // 。 and ） never begin a line, and （ never ends one.
    #expect(
      TextWrapping.wrap("記録します（給料）。", width: 10, language: .japanese)
        == ["記録します", "（給料）。"])
    // ASCII words stay whole, with the Japanese around them.
    #expect(
      TextWrapping.wrap("オプション --month-start で指定します", width: 15, language: .japanese)
        == ["オプション", "--month-start", "で指定します"])
    #expect(TextWrapping.wrap("っゃ", width: 2, language: .japanese) == ["っゃ"])
  }
}

@Suite struct HelpTextTests {
  @Test func proseIsLinesListItemsAndLiterals() {
    #expect(
      HelpText.blocks("A line.\n\nItems:\n  kakeibo   what it is\n  $ kakeibo add 5") == [
        .line("A line."), .blank, .line("Items:"),
        .item(term: "kakeibo", text: "what it is", indent: 2, column: 12),
        .literal("$ kakeibo add 5", indent: 2),
      ])
  }
}

@Suite struct ManualPageTests {
  typealias F = Fixtures

  @Test func escapesWhatRoffWouldRead() {
    #expect(ManualPage.escape("--db PATH") == "\\-\\-db PATH")
    #expect(ManualPage.escape("C:\\dir") == "C:\\edir")
    #expect(ManualPage.escape(".hidden") == "\\&.hidden")
    #expect(ManualPage.escape("'quoted'") == "\\&'quoted'")
    #expect(ManualPage.escape("  indented") == "\\&  indented")
    #expect(ManualPage.escape("家計簿 ¥1") == "\\[u5BB6]\\[u8A08]\\[u7C3F] \\[u00A5]1")
    #expect(ManualPage.escape("🏠") == "\\[u1F3E0]")
  }

  @Test func proseBecomesFilledLinesTaggedItemsAndNoFillLines() {
    #expect(
      ManualPage.text(.english, "One.\nTwo.\n  term  text\n  $ run\nAfter.") == [
        "One.", ".br", "Two.", ".TP", "\\fBterm\\fR", "text", ".RS", ".nf", "\\&$ run", ".fi",
        ".RE", ".PP", "After.",
      ])
  }

  @Test func japaneseProseMayBreakBetweenCharactersButNotBeforeClosingPunctuation() {
    #expect(
      ManualPage.text(.japanese, "記録です。") == [
        "\\[u8A18]\\:\\[u9332]\\:\\[u3067]\\:\\[u3059]\\[u3002]"
      ])
    #expect(ManualPage.prose(".ja 日", .japanese) == "\\&.ja \\[u65E5]")
    #expect(ManualPage.prose("a-b", .english) == "a\\-b")
  }

  @Test func aCommandsSectionHasItsSubcommandsEachWithItsOwnOptions() {
    let page = ManualPage.render(F.program, sections: [])
    #expect(
      page.contains(
        ".SS \"budget set\"\nSet a budget.\n.PP\n.nf\n\\fBkakeibo budget set\\fR CATEGORY AMOUNT [options]\n.fi\n"
      ))
    #expect(
      page.contains(".SS \"budget unset\"\nRemove a budget.\n"))
    #expect(
      page.contains(
        ".TP\n\\fB\\-f\\fR, \\fB\\-\\-format\\fR \\fIFORMAT\\fR\ntable, csv or json (default: table)\n"
      ))
    #expect(page.contains(".SS \"member list\"\nList them (the default).\n"))
  }
}
