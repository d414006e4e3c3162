import ArgumentParsing
import KakeiboImport
import KakeiboStore
import Messages
import Testing
import Wording

@testable import KakeiboCLI
@testable import KakeiboCore

/// Every area of the message catalogue, each case with sample data, in both languages: the
/// English is one line, and the Japanese holds no English word but the names a Japanese
/// reader meets as they are (commands, options, formats, engines, the words kakeibo accepts as
/// input) and the sample data itself.
@Suite struct CatalogueTests {
  static let day = LedgerDate.latest
  static let month = LedgerDate.latest.yearMonth
  static let earlier = LedgerDate.latest.adding(days: -40) ?? .latest
  static let change = ChangeRecord(
    id: 4, madeAt: "2026-11-30 10:00:00", kind: .edit, summary: "要約", isUndone: false,
    member: "花子")

  static let values: [InvalidValue.Reason] = [
    .noAmount, .negativeExpense(magnitude: "500"), .negativeAmount, .fractionalAmount,
    .notAnAmount, .misgroupedAmount, .amountTooLarge, .amountTooSmall, .negativeIncome,
    .dateOutOfRange, .notADate, .yearOutOfRange, .noSuchMonth(13),
    .noSuchDay(31, month: month, days: 30), .inFile(.noSuchDay(31, month: month, days: 30)),
    .notAFullDate, .notASuicaDate, .notAStatementDate, .noSuchDayInYear(2025), .yearNotKnown,
    .noYearHasDay, .clockOutOfRange, .notATodayOverride, .notAMonth(.typed),
    .notAMonth(.stored), .noMonthNumbered(13), .noSuchYearMonth(year: 2026, month: 13, .typed),
    .noSuchYearMonth(year: 0, month: 1, .typed), .noSuchYearMonth(year: 2026, month: 13, .stored),
    .monthBeforeFirst, .notAYear, .yearDigits, .noYearZero, .beforeRuleStart(first: month),
    .noSuchCategory(isTyped: false), .noSuchCategory(isTyped: true),
    .noSuchCategory(
      isTyped: true, nearest: CategorySuggestion(.livingCost, Subcategory(stored: "食費"))),
    .subcategoryOfSeveral([.livingCost, .leisure], name: "外食"),
    .ambiguousCategory([.livingCost, .leisure]), .noSuchSetting, .notAMonthStart,
    .unknownLanguage, .notATimeout, .controlCharacter("U+000A", .memo),
    .controlCharacter("U+000A", .subcategory), .controlCharacter("U+000A", .source),
    .tooLong(length: 501, maximum: 500, .memo), .tooLong(length: 41, maximum: 40, .subcategory),
    .tooLong(length: 101, maximum: 100, .source), .placeholderSubcategory, .untrimmed, .notText,
    .searchControlCharacter("U+001B"), .emptySearch, .searchTooLong(length: 1001, maximum: 1000),
    .notAnEntryID, .notARuleID, .notAChangeID, .notALedgerIdentity, .notARuleDay,
    .notANumberOfPayments(maximum: 600), .ruleEnded(2, on: day), .ruleIsIncome(2),
    .entryIsIncome(3), .incomeIsNoRefund(3), .noSourcesYet,
    .noSuchSource(inUse: ["楽天カード", "ゆうちょ"], more: 2), .noSubcategoryGiven,
    .subcategoryNotInUse(owner: "生活費"), .misorderedUnits, .unitWithoutNumber("万"),
    .fractionBeforeMoreUnits, .notABusinessDayRule, .notAnEntryIDOrRange,
    .backwardIDRange(first: 10, last: 7), .idRangeTooLarge(maximum: 10_000), .notAFingerprint,
    .noSubcategoryToMove, .subcategoryNotIn(.expenses, holders: []),
    .subcategoryNotIn(.expenses, holders: [.livingCost, .leisure]), .subcategoryHeldByNothing,
    .subcategoryInSeveral([.livingCost, .expenses]), .incomeRuleIsNoEstimate(2), .noPayeeGiven,
    .nothingChanged(.entryIsIncome(3)), .nothingChanged(.incomeIsNoRefund(3)),
    .controlCharacter("U+000A", .person), .tooLong(length: 41, maximum: 40, .person),
    .noPersonNamed, .personHasSplitSigns, .notOfTheHousehold(people: ["美咲", "健太"]),
    .splitNamesNoPerson(piece: "=3"), .notAWeight(person: "美咲", weight: "0"),
    .personTwiceInSplit(person: "美咲"), .tooManyInSplit(maximum: 100),
  ]

  static let importReasons: [ImportProblem.Reason] = [
    .invalid(.notADate), .noDate, .notYearMonthDay, .amountInUnknownColumn, .notAFlag(.counted),
    .notAFlag(.transfer), .fieldMissing(fields: 3), .invalidEncoding(.shiftJIS), .notAKind,
    .incomeHasCategory, .noIncomeColumn, .fieldCount(fields: 6, header: 5),
    .textAfterClosingQuote(field: 3), .unclosedQuote, .rowTooLong,
  ]

  static let ledgerErrors: [LedgerError] = [
    .isDirectory(path: "l.db"), .notARegularFile(path: "l.db", kind: .fifo),
    .notARegularFile(path: "l.db", kind: .characterDevice),
    .notARegularFile(path: "l.db", kind: .blockDevice),
    .notARegularFile(path: "l.db", kind: .socket),
    .cannotCreate(path: "l.db", folder: nil, reason: SystemError(13)),
    .cannotCreate(path: "a/l.db", folder: "a", reason: SystemError(30)),
    .cannotOpen(path: "l.db", reason: .system(SystemError(2))),
    .cannotOpen(path: "l.db", reason: .engine("unable to open database file")),
    .notALedger(path: "l.db", reason: .notSQLite),
    .notALedger(path: "l.db", reason: .otherApplicationsDatabase),
    .notALedger(path: "postgresql://h/k", reason: .otherApplicationsSchema("kakeibo")),
    .newerVersion(path: "l.db", found: 20, supported: 12),
    .readOnly(path: "l.db"), .busy(path: "l.db", waitedMilliseconds: 5000),
    .busyReading(path: "l.db", waitedMilliseconds: 200), .unmergedLog(path: "l.db"),
    .moved(path: "l.db"), .diskFull(path: "l.db"), .fileSizeLimit(path: "l.db"),
    .corrupt(path: "l.db", reason: .reported("理由")),
    .corrupt(path: "l.db", reason: .invalidText(.rule(2), InvalidValue(.memo, "x", .notText))),
    .corrupt(path: "l.db", reason: .unexpected(.budget, column: "from_month", value: "2026-13")),
    .corrupt(path: "l.db", reason: .unexpected(.rule(1), column: "first_date", value: nil)),
    .corrupt(path: "l.db", reason: .unexpected(.change(1), column: "kind", value: "不明")),
    .corrupt(path: "l.db", reason: .unexpected(.someEntry, column: "date", value: "2026-02-30")),
    .corrupt(path: "l.db", reason: .unexpected(.someRow, column: "category", value: "食費")),
    .corrupt(path: "l.db", reason: .unreadable(.table("entries"), column: "fingerprint")),
    .corrupt(
      path: "l.db", reason: .unexpected(.setting(.monthStart), column: "value", value: "40")),
    .corrupt(
      path: "l.db", reason: .invalidText(.budget, InvalidValue(.subcategory, "", .untrimmed))),
    .corrupt(
      path: "l.db", reason: .invalidText(.entry(3), InvalidValue(.split, "=", .noPersonNamed))),
    .corrupt(
      path: "l.db",
      reason: .invalidText(
        .setting(.split), InvalidValue(.split, "a=0", .notAWeight(person: "a", weight: "0")))),
    .overflow,
    .refusedByRules(
      path: "l.db", ConstraintFailure(kind: .check, table: "entries", column: "date")),
    .refusedByRules(path: "l.db", ConstraintFailure(kind: .notNull, table: nil, column: "amount")),
    .refusedByRules(path: "l.db", ConstraintFailure(kind: .unique, table: "budgets", column: nil)),
    .refusedByRules(path: "l.db", ConstraintFailure(kind: .foreignKey, table: nil, column: nil)),
    .invalidEntry(path: "l.db", .date(entry: 3, value: "x")),
    .invalidEntry(path: "l.db", .kind(entry: 3, value: "x")),
    .io(path: "l.db", reason: "理由"), .notEmpty(path: "l.db"),
    .undoBlocked(change: change, by: change), .redoBlocked(change: change, by: change),
    .changedSinceUndo(change: change, by: change), .engineMissing(path: "pg", reason: "理由"),
    .unreachable(path: "pg", server: ServerAddress(host: "192.0.2.1", port: "5432"), reason: "理由"),
    .unreachable(
      path: "pg", server: ServerAddress(host: "/共有", port: "5432"), reason: "理由"),
    .unreachable(path: "pg", server: ServerAddress(host: "", port: "5432"), reason: "理由"),
    .unreachable(path: "pg", server: .unknown, reason: "理由"),
    .connectionString(path: "pg", uri: "postgresql://192.0.2.1/kakeibo"),
    .invalidLocation(path: "pg", reason: "理由"), .accessDenied(path: "pg", reason: "理由"),
    .cannotCreateSchema(path: "pg", role: "花子", schema: "kakeibo", reason: "理由"),
    .ownerMustMigrate(path: "pg", version: 19, latest: 20, owner: "花子"),
    .serverNotReady(
      path: "pg", server: ServerAddress(host: "192.0.2.1", port: "5432"), phase: .startingUp,
      reason: "理由"),
    .serverNotReady(
      path: "pg", server: ServerAddress(host: "/共有", port: ""), phase: .startingUp,
      reason: "理由"),
    .serverNotReady(path: "pg", server: .unknown, phase: .shuttingDown, reason: "理由"),
    .notAMember(path: "pg", role: "太郎", owner: "花子"),
    .readOnlyAccess(path: "pg", reason: "理由"),
    .changedSince(entry: 3, isDeleted: true, by: change),
    .changedSince(entry: 3, isDeleted: false, by: nil), .notShared(path: "l.db"),
    .offlineTheirsDeleted(entry: 3, change: change, by: change),
    .offlineTheirsDeleted(entry: 3, change: change, by: nil),
    .notOwner(path: "pg", owner: "花子"), .noSuchRole(path: "pg", role: "太郎"),
    .connectionLost(path: "pg", reason: "理由"), .noSuchEntries([7]),
    .noSuchEntries([7, 8, 9, 10, 11, 12]),
  ]

  static let violations: [RuleViolation] = [
    .categories(found: ["x"]), .date(entry: 1, value: "x"), .amount(entry: 1, value: "x"),
    .category(entry: 1, value: "x"), .memo(entry: 1, InvalidValue(.memo, "x", .notText)),
    .fingerprint(entry: 1, type: "text", length: 3), .kind(entry: 1, value: "x"),
    .subcategory(entry: 1, InvalidValue(.subcategory, "x", .untrimmed)),
    .source(entry: 1, InvalidValue(.source, "x", .untrimmed)), .searchKey(entry: 1, value: "x"),
    .indexed(entry: 1, column: "date", value: "x"), .unreadable(.reported("理由")),
  ]

  static let commandErrors: [CommandError] = [
    .noSuchEntry(3), .invalidEncoding(argument: 2), .emptyRange(from: day, to: day),
    .noSuchBudget(.livingCost, subcategory: nil, from: month), .noSuchRule(2),
    .importFailed(file: "a.csv", .empty), .importRefused(file: "a.csv", problems: 2, rows: 1),
    .noLedger(path: "l.db"), .checkFailed(path: "l.db", damage: 1, violations: 2),
    .checkFailed(path: "l.db", damage: 0, violations: 2), .cancelled,
    .unpushedChanges(path: "c.db", count: 2), .notAnOfflineCopy(path: "l.db"),
    .notTheCopysLedger(path: "c.db", server: "postgresql://h/k"),
    .pushAsAnotherMember(path: "c.db", member: "花子", role: "太郎"),
    .noSuchUnpushedChange(path: "c.db", change: 4),
  ]

  static let importErrors: [ImportError] = [
    .empty, .unsupportedEncoding("UTF-16"), .encodingChanged(first: .utf8, whole: .shiftJIS),
    .headerTooLong,
    .missingColumns(["日付", "金額"], format: .zaim),
    .noSuchColumn(option: "--memo-col", name: "摘要", header: ["日付", "金額"]),
    .columnOutOfRange(option: "--date-col", number: 4, width: 3),
  ]

  static let files: [any Message] =
    [
      FileError.missing(path: "a.csv"),
      FileError.unreadable(path: "a.csv", reason: SystemError(13)),
      FileError.isDirectory(path: "a"), FileError.readFailed(path: "a.csv", reason: SystemError(5)),
      BackupError.cannotWrite(reason: "理由"),
      BackupError.damagedLedger(path: "l.db", reason: "理由"),
      BackupError.copyFailed(.diskFull(path: "l.db")),
    ]
    + [
      OutputFileError.Problem.exists, .isLedger, .isLedgerFile(ledger: "l.db"), .isDirectory,
      .unsupported(.descriptor, acceptsStreams: true), .unsupported(.fifo, acceptsStreams: false),
      .unsupported(.device, acceptsStreams: false), .unsupported(.socket, acceptsStreams: true),
      .unsupported(.blockDevice, acceptsStreams: true),
      .unsupported(.stream, acceptsStreams: false),
      .cannotWrite(reason: SystemError(2)),
      .engineCannotWrite(reason: "unable to open database: b.db"),
    ].flatMap { problem in
      [
        OutputFileError(noun: .file, path: "a.csv", problem: problem),
        OutputFileError(noun: .backup, path: "b.db", problem: problem),
        OutputFileError(noun: .offlineCopy, path: "c.db", problem: problem),
      ]
    }
    // Every errno the system has (Linux's run from 1 to 133), and one it has not.
    + (1...134).map { SystemError(Int32($0)) as any Message }

  static let usageRules: [UsageRule] = [
    .datePickNeedsTerminal, .noHome, .ruleBeforeCalendar(given: "1500-01", earliest: month),
    .tooManyDue(given: "2000-01", count: 400, first: day, last: day, limit: 366, nearest: month),
    .svgByMember, .monthAndSeries(month: "11", option: "--year"),
    .accessNeedsSharedLedger(option: "--read-only"),
    .browseNeedsTerminal(month: "2026-11"), .addNeedsCategory, .unknownCompletionValues("x"),
    .nothingToChange, .columnOptionNotForFormat(option: "--date-col", format: "zaim"),
    .importOptionNotForFormat(option: "--transfer", .named("zaim")),
    .importOptionNotForFormat(option: "--year", .recognized("Zaim")),
    .importOptionNotForFormat(option: "--source", .named("kakeibo")), .csvNeedsColumns,
    .columnByNameWithoutHeader(option: "--date-col", column: "日付"), .bomIsForCSV,
    .forceWithoutOutput, .discardUnpushedNeedsForce(replaced: Placeholder.file),
    .discardUnpushedNeedsForce(replaced: Placeholder.path), .offlineTakeNeedsServer,
    .pushNeedsServer, .discardUnpushedWithChange,
    .onlyNeedsMonth, .datePickForOneEntry, .nothingToChangeInMany(count: 3),
    .tooManyAtOnce(count: 12, deleting: true, limit: 10),
    .tooManyAtOnce(count: 12, deleting: false, limit: 10), .matchNeedsEstimate,
    .estimateNotForIncome, .matchNeedsEstimateRule(2), .forecastCheckFormat, .meIsTheRole,
    .monthAndRange(month: "2026-11"),
  ]

  static let checkLines: [CheckMessage] = [
    .checked(path: "l.db", schemaVersion: 12, entries: 3, readEveryEntry: true),
    .checked(path: "l.db", schemaVersion: 12, entries: 3, readEveryEntry: false),
    .schemaUnreadable(path: "l.db"), .sectionOK(.storage("SQLite integrity check")),
    .sectionOK(.rules), .sectionProblems(.rules, count: 2),
  ]

  static let reports: [ReportMessage] = [
    .overflow, .cannotWriteOutput(SystemError(28)), .terminal("理由"),
  ]

  static let usage: [UsageMessage] = [
    UsageError.missingCommand, .unknownCommand("ad", suggestion: "add"),
    .unknownCommand("zz", suggestion: nil),
    .unknownSubcommand("x", command: "budget", choices: ["set", "unset"], suggestion: nil),
    .missingSubcommand(command: "member", choices: ["add", "remove"]),
    .unknownOption("--frm", command: "list", suggestion: "--from"),
    .optionOfAnother("--force", owners: ["export", "backup"], command: "list"),
    .missingValue(option: "--month", valueName: Phrase(en: "MONTH", ja: "月")),
    .unexpectedValue(option: "--refund", value: "yes"),
    .invalidChoice(option: "--format", value: "xml", choices: ["table", "csv", "json"]),
    .invalidValue(option: "--top", value: "0", expected: Phrase(en: "a whole number", ja: "整数")),
    .missingArgument(Phrase(en: "ID", ja: "番号"), command: "delete"),
    .invalidArgument(
      Phrase(en: "ID", ja: "番号"), value: "x", expected: Phrase(en: "a number", ja: "番号"),
      command: "delete"),
    .unexpectedArgument("2", command: "delete"), .repeatedOption("--memo"),
    .conflictingOptions("--month", "--from"),
    .missingRequirement(Phrase(en: "an amount", ja: "金額"), command: "add"),
    UsageRule.nothingToChange.refusal(command: "edit"),
  ].map { UsageMessage(error: $0, help: $0.command) }

  static let rule = RecurringRule(
    id: 2, kind: .expense, category: .livingCost, subcategory: nil, amount: Yen(85_000),
    memo: .empty, day: 27, firstDate: day, lastDate: day, times: 12)

  static let commandOutput: [any Message] =
    [
      BudgetMessage.set(label: "🏠 生活費", Budget(category: .livingCost, amount: Yen(8)), before: nil),
      BudgetMessage.set(
        label: "🏠 生活費", Budget(category: .livingCost, from: month, amount: Yen(8)),
        before: Budget(category: .livingCost, from: month, amount: Yen(7))),
      BudgetMessage.set(
        label: "🏠 生活費", Budget(category: .livingCost, amount: Yen(8)),
        before: Budget(category: .livingCost, amount: Yen(8))),
      BudgetMessage.set(
        label: "🏠 生活費",
        Budget(category: .livingCost, from: month, amount: Yen(8), isForItsMonthOnly: true),
        before: nil),
      BudgetMessage.removed(label: "🏠 生活費", Budget(category: .livingCost, amount: Yen(8))),
      CategoryMessage.sameName("🏠 生活費 › 外食"), CategoryMessage.goneAlready("🏠 生活費 › 外食"),
      CategoryMessage.renamed(
        from: "🏠 生活費 › 外食", to: "食費", merged: false,
        SubcategoryChange(entries: 3, rules: 0, budgets: 0)),
      CategoryMessage.renamed(
        from: "🏠 生活費 › 外食", to: "食費", merged: true,
        SubcategoryChange(entries: 1, rules: 1, budgets: 1)),
      CategoryMessage.inPlaceAlready("🏠 生活費 › 外食", .livingCost),
      CategoryMessage.movedAlready("🏠 生活費 › 外食"),
      CategoryMessage.moved(
        from: "🏠 生活費 › 外食", to: "🎮 娯楽費 › 外食", merged: false,
        SubcategoryChange(entries: 3, rules: 1, budgets: 0)),
      CategoryMessage.moved(
        from: "🏠 生活費 › 外食", to: "🎮 娯楽費 › 外食", merged: true,
        SubcategoryChange(entries: 0, rules: 0, budgets: 2)),
      CategoryMessage.inUseHeading, MemberMessage.added(role: "太郎", .readOnly),
      MemberMessage.added(role: "太郎", .readWrite),
      MemberMessage.removed(role: "太郎", hadAccess: true),
      MemberMessage.removed(role: "太郎", hadAccess: false), RecurringMessage.noRules,
      RecurringMessage.added(RuleText(rule: rule, label: "🏠 生活費")), RecurringMessage.made("#1"),
      RecurringMessage.unchanged(2),
      RecurringMessage.updated(
        2, from: day,
        differences: [
          ChangeDetail.FieldChange(.amount, before: "85000", after: "90000"),
          ChangeDetail.FieldChange(.memo, before: "家賃", after: "家賃 (新)"),
          ChangeDetail.FieldChange(.estimate, before: "no", after: "yes"),
        ]),
      RecurringMessage.endedAlready(2),
      RecurringMessage.removed(RuleText(rule: rule, label: "🏠 生活費"), entriesMade: 0),
      RecurringMessage.removed(RuleText(rule: rule, label: "🏠 生活費"), entriesMade: 3),
      RecurringMessage.unwritten(count: 4, isBusy: true, listed: ["家賃"], more: true),
      RecurringMessage.unwritten(count: 1, isBusy: false, listed: ["家賃"], more: false),
      RecurringMessage.clockDifference(today: day, server: earlier),
      RecurringMessage.clockDifference(today: earlier, server: day),
      RecurringMessage.added(
        RuleText(
          rule: RecurringRule(
            id: 3, kind: .expense, category: .livingCost, subcategory: nil, amount: Yen(9_000),
            memo: .empty, day: 27, firstDate: day, lastDate: nil, times: nil, businessDay: .next,
            isEstimate: true),
          label: "🏠 生活費")),
      OfflineMessage.took(server: "postgresql://h/k", into: "c.db", entries: 3, member: "花子"),
      OfflineMessage.copyOf(server: "postgresql://h/k", member: "花子"),
      OfflineMessage.taken(at: "2026-11-30 10:00:00", baseChange: 42), OfflineMessage.notPushed(2),
      OfflineMessage.serverChanges(since: 3), OfflineMessage.serverNotReached("理由"),
      OfflineMessage.serverNotReached(nil), LogWords.notPushed, TableWords.onlyMonth(month),
      TableWords.whoeverMakesIt,
      OfflinePushMessage.pushed(count: 3, server: "postgresql://h/k", member: "花子"),
      OfflinePushMessage.alreadyApplied(count: 3), OfflinePushMessage.alreadyThere(count: 8),
      OfflinePushMessage.upToDate(change: 12), OfflinePushMessage.conflicts(count: 2, pushed: 1),
      OfflinePushMessage.conflicts(count: 1, pushed: 0),
      OfflinePushMessage.keptOnTop(change: 12, count: 2),
      OfflinePushMessage.nothingToPush(server: "postgresql://h/k"),
      OfflinePushMessage.heldBehind(change: 7),
      OfflinePushMessage.madeAgainstTheirs(givenUp: [10], by: nil),
      OfflinePushMessage.madeAgainstTheirs(givenUp: [10, 11, 13], by: change),
      OfflinePushMessage.heldBehindConflict(change: 6, copy: "c.db"),
      OfflinePushMessage.keptAfterPull(count: 2, conflicting: 1),
      OfflinePushMessage.keptAfterPull(count: 1, conflicting: 0),
      OfflineMessage.takenOnly(at: "2026-11-30 10:00:00"),
      OfflineMessage.synced(at: "2026-12-01 10:00:00", baseChange: 48),
      OfflineMessage.conflictMark(theirs: nil), OfflineMessage.serverChangesSinceSync(3),
      PayerWords.sharing(payer: "健太", split: nil),
      PayerWords.sharing(payer: "健太", split: "美咲=1,健太=1"),
      OfflinePushMessage.yours("#2 削除済み"), OfflinePushMessage.theirs("#2 削除済み", by: nil),
      OfflinePushMessage.wayOn(copy: "c.db"),
      OfflinePushMessage.pulled(count: 2, server: "postgresql://h/k", change: 12),
      OfflinePushMessage.gaveUp(
        change: 5,
        what: Phrase(en: "add #2 2026-11-12 生活費 ¥120", ja: "追加 #2 2026-11-12 生活費 ¥120")),
      OfflinePushMessage.removed(copy: "c.db"), OfflineVersionWords.deletedEntry(id: 2),
      OfflineVersionWords.budget(
        category: "livingCost", subcategory: "食費", month: "2026-11", onlyMonth: true, Yen(9_000)),
      OfflineVersionWords.budget(
        category: "livingCost", subcategory: "", month: "0001-01", onlyMonth: false, Yen(9_000)),
      OfflineVersionWords.noBudget(category: "leisure", subcategory: "", month: "2026-11"),
      OfflineVersionWords.setting(key: "month-start", value: "25"),
      OfflineVersionWords.unsetSetting(key: "month-start"), OfflineVersionWords.deletedRule(id: 3),
      ForecastCheckWords.noMonths, ForecastCheckWords.month, ForecastCheckWords.actual,
      ForecastCheckWords.error, ForecastCheckWords.range, ForecastCheckWords.onDay(10),
      ForecastCheckWords.heading,
      ForecastCheckWords.summary(days: [10, 20], errors: ["8.1%", "—"], hits: [5, 6], of: 6),
      LedgerCommandMessage.backedUp(ledger: "l.db", to: "b.db", bytes: 8192),
      LedgerCommandMessage.exported(entries: 3, to: "a.csv"),
      LedgerCommandMessage.copied(from: "l.db", to: "c.db", entries: 3),
      LedgerCommandMessage.settingUnchanged(.monthStart, value: "25"),
      LedgerCommandMessage.settingChanged(
        .monthStart, value: "25", before: nil, isUnchanged: false),
      LedgerCommandMessage.settingChanged(.monthStart, value: nil, before: "25", isUnchanged: true),
      SettingWords.setting, SettingWords.value, SettingWords.meaning,
      SettingWords.defaultValue("1"),
      SettingWords.summary(.monthStart), SettingWords.summary(.me), SettingWords.summary(.split),
      SettingWords.defaultText(.monthStart), SettingWords.defaultText(.me),
      SettingWords.defaultText(.split),
      LedgerCommandMessage.settingChanged(
        .split, value: nil, before: "美咲=6,健太=4", isUnchanged: false),
      MemberMessage.personAdded("健太", wasAlready: false),
      MemberMessage.personAdded("健太", wasAlready: true),
      MemberMessage.personRemoved("健太", isMe: false), MemberMessage.personRemoved("健太", isMe: true),
      MemberMessage.renamed("kenta", to: "健太"), MemberWords.person, MemberWords.name,
      MemberWords.me,
      SettleMessage.title(period: "2026-11"), SettleMessage.onePerson,
      SettleMessage.transfer(from: "健太", to: "美咲", Yen(1200)),
      SettleMessage.settledUp(period: "2026-11"), SettleMessage.recorded(count: 1),
      SettleMessage.recorded(count: 2), SettleWords.person, SettleWords.paid, SettleWords.share,
      SettleWords.settled, SettleWords.difference, MemberReportWords.byMember,
      MemberReportWords.shares, MemberReportWords.paid, MemberReportWords.difference,
      MemberReportWords.ofMember("健太"), MemberReportWords.note, Entry.Field.paidBy,
      Entry.Field.split, CategoryTableWords.icon, CategoryTableWords.name,
      CategoryTableWords.key, CategoryTableWords.aliases, CategoryTableWords.iconName,
      MemberWords.member, MemberWords.access, MemberWords.access(.owner),
      MemberWords.access(.readWrite), MemberWords.access(.readOnly), RecurringWords.amount,
      RecurringWords.category, RecurringWords.memo, RecurringWords.day, RecurringWords.next,
      RecurringWords.left, RecurringWords.stillToPay, RecurringWords.ended, LogWords.noChanges,
      LogWords.change, LogWords.when, LogWords.by, LogWords.what, LogWords.status, LogWords.undone,
      LogWords.redone, SeriesWords.month, SeriesWords.total, SeriesWords.income,
      SeriesWords.balance,
      SeriesWords.trend, SeriesWords.average, SeriesWords.year("2026"), SeriesWords.lastMonths(12),
      SeriesWords.searched(SeriesWords.year("2026"), "家賃"), SeriesWords.averageOf(10),
      SeriesWords.averageLeavesOut(month),
      TableWords.sameDays(month, DateRange(LedgerDate.latest, LedgerDate.latest)),
      TableWords.sameDays(
        month, DateRange(LedgerDate.latest.adding(days: -14) ?? .latest, .latest)),
      ForecastWords.forecastHeading, ForecastWords.scheduledHeading,
      ForecastWords.nothingScheduled(month), ForecastWords.ofBudget(Yen(5)),
    ] + glance + forecast

  /// The month-end forecast's projection: its lines, and how it was made with no month before,
  /// with fewer than three, and with three or more.
  static var forecast: [any Message] {
    let line = try? MonthForecast.Line(
      soFar: Yen(5), scheduled: Tally(total: Yen(3), count: 1),
      projected: (Yen(2), Yen(1), Yen(4)), budget: nil)
    let days = DateRange(LedgerDate.latest.adding(days: -29) ?? .latest, .latest)
    let month = DailySpending(dates: days)
    let made = [0, 1, 3].map {
      SpendingForecast(month: month, daysElapsed: 10, history: Array(repeating: month, count: $0))
    }
    return [ForecastWords.projectedHeading, TableWords.provisional]
      + (line.map { [ForecastWords.projected($0)] } ?? [])
      + made.map { ForecastWords.how($0) }
  }

  /// `kakeibo` alone, and the SVG chart's words.
  static let glance: [any Message] = [
    ChartWord.brand, ChartWord.year("2026"), ChartWord.lastMonths(1), ChartWord.lastMonths(6),
    ChartWord.total, ChartWord.soFar, ChartWord.budget, ChartWord.rangeSeparator,
    ChartWord.budgetOf(["生活費", "娯楽費"]), ChartWord.monthTitle(year: 2026, month: 11),
    ChartWord.income, ChartWord.balance,
    ChartWord.month(11), ChartWord.searched(title: "2026", search: "家賃"),
    GlanceMessage.heading(month, DateRange(day, day), day: 15, of: 30),
    GlanceMessage.heading(month, DateRange(day, day), day: 0, of: 30),
    GlanceMessage.figures(spent: Yen(5), budget: nil, balance: -5),
    GlanceMessage.figures(
      spent: Yen(5), budget: MonthGlance.BudgetLeft(budget: Yen(10), left: 5), balance: 5),
    GlanceMessage.figures(
      spent: Yen(15), budget: MonthGlance.BudgetLeft(budget: Yen(10), left: -5), balance: 0),
    GlanceMessage.largest([("🏠 生活費", Yen(5)), ("💼 経費", Yen(3))]),
    GlanceMessage.nothingSpent, GlanceMessage.scheduled(expenses: Yen(5), income: .zero),
    GlanceMessage.scheduled(expenses: Yen(5), income: Yen(7)),
    GlanceMessage.upcoming(date: day, label: "🏠 生活費", amount: Yen(5), memo: "家賃"),
    GlanceMessage.more(2), GlanceMessage.help,
  ]

  /// One detail of each kind of change the log records, with every field and value form.
  static let changeDetails: [ChangeDetail] = {
    let entry = ChangeDetail.ChangedEntry(
      id: 12, date: "2026-11-30", category: "生活費", subcategory: "食費", amount: 1200,
      memo: "スーパー")
    let other = ChangeDetail.ChangedEntry(
      id: 13, date: "2026-11-30", category: "収入", subcategory: nil, amount: 300_000, memo: "")
    let budget = ChangeDetail.ChangedBudget(
      category: "生活費", subcategory: "外食", from: "2026-04", amount: 30_000,
      isForItsMonthOnly: false)
    let monthOnly = ChangeDetail.ChangedBudget(
      category: "娯楽費", subcategory: nil, from: "2026-12", amount: 5_000, isForItsMonthOnly: true)
    let everyMonth = ChangeDetail.ChangedBudget(
      category: "娯楽費", subcategory: nil, from: nil, amount: 5_000, isForItsMonthOnly: false)
    let rule = ChangeDetail.ChangedRule(
      id: 3, category: "生活費", subcategory: "家賃", amount: 85_000, memo: "家賃", day: 27)
    let counts = ChangeDetail.ReclassifiedCounts(entries: 3, rules: 1, budgets: 1)
    let entryFields: [ChangeDetail.FieldChange] = [
      .init(.date, before: "2026-11-30", after: "2026-12-01"),
      .init(.amount, before: "1200", after: "1300"),
      .init(.category, before: "生活費", after: "経費"),
      .init(.subcategory, before: "食費", after: nil), .init(.memo, before: "", after: "昼食"),
      .init(.paidBy, before: nil, after: "美咲"), .init(.split, before: "美咲=1,健太=1", after: nil),
    ]
    let ruleFields: [ChangeDetail.FieldChange] = [
      .init(.amount, before: "85000", after: "88000"),
      .init(.classification, before: "生活費 › 家賃", after: "経費 › 家賃"),
      .init(.memo, before: "家賃", after: "家賃と管理費"), .init(.day, before: "27", after: "26"),
      .init(.until, before: nil, after: "2027-03"),
      .init(.businessDay, before: "none", after: "next"),
      .init(.businessDay, before: "next", after: "previous"),
      .init(.estimate, before: "no", after: "yes"), .init(.estimate, before: "yes", after: "no"),
      .init(.match, before: "", after: "ﾃﾞﾝｷ"), .init(.times, before: nil, after: "12"),
      .init(.paidBy, before: "健太", after: nil), .init(.split, before: nil, after: "健太=2,美咲=1"),
    ]
    return [
      .added(entry), .added(other), .edited(ids: [12], fields: entryFields),
      .edited(ids: [12], fields: []), .edited(ids: [7, 8, 9, 10, 12], fields: entryFields),
      .editedAlike(ids: [7, 8, 9, 12, 14], fields: entryFields, refund: true),
      .editedAlike(ids: [2, 3], fields: [], refund: false),
      .deleted([entry]), .deleted([entry, other]),
      .imported(file: "zaim.csv", added: 1, matched: 0, replaced: 0),
      .imported(file: "明細.csv", added: 5, matched: 2, replaced: 1),
      .imported(file: "明細.csv", added: 0, matched: 0, replaced: 2),
      .budgetSet(budget, was: 25_000), .budgetSet(monthOnly, was: nil),
      .budgetUnset(everyMonth), .settingSet(name: "month-start", value: "25", was: "1"),
      .settingUnset(name: "month-start", was: "25"), .ruleAdded(rule, made: 0),
      .ruleAdded(rule, made: 1), .ruleAdded(rule, made: 2), .ruleEdited(id: 3, fields: ruleFields),
      .ruleEdited(id: 3, fields: []), .ruleRemoved(rule), .scheduledEntry(rule: 3, entry),
      .scheduledEntries(count: 3, first: 20, last: 22),
      .settled(
        period: "2026-11",
        transfers: [
          Settlement.Transfer(
            from: Person(stored: "健太"), to: Person(stored: "美咲"), amount: Yen(5_700)),
          Settlement.Transfer(
            from: Person(stored: "花子"), to: Person(stored: "美咲"), amount: Yen(300)),
        ]), .settled(period: "2026-11-01..2026-11-15", transfers: []),
      .subcategoryRenamed(category: "生活費", from: "外食", to: "外食費", counts: counts),
      .subcategoryRenamed(
        category: nil, from: "給与", to: nil,
        counts: ChangeDetail.ReclassifiedCounts(entries: 1, rules: 0, budgets: 0)),
      .subcategoryMoved(subcategory: "外食", from: "生活費", to: "娯楽費", counts: counts),
    ]
  }()

  /// Each detail worded as `log` lists it (done, and as a change that changed nothing), as
  /// what it was asked, and as undo and redo say it, with a change from before 0019.
  static var changeLog: [any Message] {
    changeDetails.flatMap { detail -> [any Message] in
      let kinds = ChangeKind.allCases
      return [ChangeLogMessage.did(detail, kind: .edit, changedNothing: false)]
        + kinds.map { ChangeLogMessage.did(detail, kind: $0, changedNothing: true) }
        + [ChangeLogMessage.asked(detail)]
        + kinds.flatMap { kind in
          [false, true].flatMap { changedNothing in
            let record = ChangeRecord(
              id: 4, madeAt: "2026-11-30 10:00:00", kind: kind, detail: detail,
              isUndone: false, changedNothing: changedNothing)
            return [
              ChangeWords.Reversal.undo.done(record), ChangeWords.Reversal.redo.done(record),
              ChangeWords.what(record),
            ]
          }
        }
    } + [
      ChangeWords.Reversal.undo.done(change), ChangeWords.Reversal.redo.done(change),
      ChangeWords.what(change),
    ]
  }

  /// Every sample of every area.
  static var all: [any Message] {
    values.map { InvalidValue(.amount, "値", $0) } + values.map { $0 as any Message }
      + InvalidValue.Field.allCases.map { InvalidValue(field: $0) }
      + importReasons.map { ImportProblem(line: 4, field: "amount", value: "値", reason: $0) }
      + importReasons.map { ImportProblem(line: 4, field: "摘要", value: nil, reason: $0) }
      // A column without a name, of a table without a header: `3 列目`.
      + importReasons.map {
        ImportProblem(line: 4, field: UnnamedColumn.name(3), value: "値", reason: $0)
      }
      + ledgerErrors + violations + commandErrors + importErrors + files + usageRules
      + checkLines + reports + usage + commandOutput + changeLog
      + ScreenProblemSamples.all + ScreenTextSamples.all
  }

  @Test func everyMessageIsOneLineInBothLanguages() {
    for message in Self.all {
      #expect(!message.english.isEmpty && !message.english.contains("\n"), "\(message)")
      #expect(!message.japanese.isEmpty && !message.japanese.contains("\n"), "\(message)")
    }
  }

  @Test func japaneseHoldsNoEnglishWordButNames() {
    for message in Self.all {
      let words = Self.englishWords(in: message.japanese)
      #expect(words.isEmpty, "\(words) in: \(message.japanese)")
    }
  }

  /// Every help a declaration holds, in Japanese: each command's and subcommand's abstract and
  /// usage, each argument's and option's help and placeholder (what the help pages, the manual
  /// and the completion descriptions show).
  @Test func everyHelpHasItsJapanese() {
    var phrases: [(String, Phrase)] = [("kakeibo", Kakeibo.program.abstract)]
    func collect(_ command: CommandDeclaration<Context>, _ scope: String) {
      phrases.append((scope, command.abstract))
      phrases += command.ownUsage.map { (scope + " usage", $0) }
      phrases += command.arguments.flatMap {
        [(scope + " " + $0.name, $0.help), (scope + " " + $0.name, $0.placeholder)]
      }
      phrases += command.options.flatMap { option in
        [(scope + " --" + option.name, option.help)]
          + (option.valueName.map { [(scope + " --" + option.name, $0)] } ?? [])
      }
      for subcommand in command.subcommands { collect(subcommand, scope + " " + subcommand.name) }
    }
    for command in Kakeibo.program.declarations { collect(command, command.name) }
    phrases += Kakeibo.program.sharedOptions.map { ("--" + $0.name, $0.help) }
    for (scope, phrase) in phrases {
      let words = Self.englishWords(in: phrase.japanese)
      #expect(words.isEmpty, "\(scope): \(words) in: \(phrase.japanese)")
    }
  }

  @Test func theWordCheckFindsEnglish() {
    #expect(
      Self.englishWords(in: "database \"l.db\": is a directory") == ["database", "is", "directory"])
    #expect(Self.englishWords(in: "'kakeibo list --help' を参照、CSV と \"user text\"").isEmpty)
  }

  /// The names a Japanese message may hold as they are: programs and engines, formats and
  /// units, the words kakeibo takes as input (command-line words, category aliases, the
  /// placeholders of usage), and the system's names.
  static let names: Set<String> = [
    "kakeibo", "CSV", "JSON", "SVG", "PostgreSQL", "SQLite", "UTF", "Shift_JIS", "JIS", "Shift",
    "KiB", "libpq",
    "libpq5", "URI", "Debian", "apt", "install", "ulimit", "FIFO", "CREATE", "ROLE", "LOGIN",
    "pgpass", "PGPASSFILE", "postgresql", "HOST", "PORT", "DATABASE", "PARAMETER", "VALUE",
    "key", "value", "HOME", "KAKEIBO_DB", "KAKEIBO_LANG", "KAKEIBO_TODAY", "KAKEIBO_BUSY_TIMEOUT",
    "LC_ALL", "LC_MESSAGES", "LANG", "ja", "en", "YYYY", "MM", "DD", "M", "D", "R6", "today",
    "yesterday", "this", "last", "living", "expenses", "business", "leisure", "fun", "expense",
    "income", "csv", "zaim", "Zaim", "subcategories", "income-subcategories", "months",
    "month-start", "me", "split", "kenta", "Netflix", "Money", "Forward", "ME", "utf-8",
    "shift_jis",
    "YYYY-MM-DD", "MM-DD", "YYYY-MM", "YYYYMMDD", "UTF-8", "MM", "DD", "pick", "text", "blob",
    "integer", "real", "null", "UTF-16", "db", "ja_JP", "en_US", "POSIX", "next", "previous",
    "none", "yes", "no", "json",
    // Output formats, shells, and the path of the default ledger (~/.local/share).
    "table", "svg", "bash", "zsh", "fish", "XDG_DATA_HOME", "local", "share",
    // What help names as input (a category's key, its icon's name, a prefix, an import format,
    // encodings) and others' names (a bank, a shop, a spreadsheet, a byte-order mark).
    "livingCost", "house", "fill", "le", "moneyforward", "utf8", "sjis", "cp932", "UFJ",
    "AMAZON", "Excel", "BOM",
    // Keys, by the names on the keyboard.
    "Enter", "Esc", "Tab", "Backspace", "PgUp", "PgDn", "Home", "End", "Ctrl-C",
    // The id column, as `kakeibo edit ID` takes it (list's table heads it so too).
    "ID",
  ]

  /// The English words of `text` that are not names: runs of ASCII letters outside quotes
  /// (what a message repeats from outside), outside options (`--from`), and not one of the
  /// names above or a command's name.
  static func englishWords(in text: String) -> [String] {
    var words: [String] = []
    var word = ""
    var quote: Character?
    var isOption = false
    func end() {
      if !word.isEmpty, !isOption, !names.contains(word), !commands.contains(word), word.count > 1 {
        words.append(word)
      }
      word = ""
    }
    var previous: Character = " "
    for character in text {
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        end()
        quote = character
      } else if character.isASCII && (character.isLetter || character == "_") {
        if word.isEmpty { isOption = previous == "-" }
        word.append(character)
      } else if !word.isEmpty && character.isASCII && (character.isNumber || character == "-") {
        word.append(character)
      } else {
        while word.last == "-" { word.removeLast() }
        end()
      }
      previous = character
    }
    end()
    return words
  }

  /// The names of kakeibo's commands and subcommands.
  static let commands: Set<String> = [
    "add", "income", "list", "edit", "delete", "undo", "redo", "log", "report", "budget", "set",
    "unset", "import", "export", "backup", "copy", "check", "config", "get", "categories",
    "rename", "member", "remove", "recurring", "browse", "completion", "help", "values",
    "offline", "take", "status", "push", "pull", "drop",
  ]
}

extension InvalidValue {
  /// A refusal of a field, for its name.
  init(field: Field) {
    self.init(field, "値", .notText)
  }
}

enum ScreenProblemSamples {
  static let all: [any Message] = [
    ScreenProblem.reason(InvalidValue(.date, "11/31", .notADate)),
    ScreenProblem.named(InvalidValue(.category, "4", .noSuchCategory(isTyped: true))),
    ScreenProblem.named(
      InvalidValue(.subcategory, "x", .tooLong(length: 41, maximum: 40, .subcategory))),
  ]
}

/// The terminal screens' words: the form, the pickers, browse and its status line, and the
/// question of a change of many entries.
enum ScreenTextSamples {
  static let day = LedgerDate.latest
  static let month = LedgerDate.latest.yearMonth
  static let change = Entry.FieldChange(field: .amount, before: "¥1,200", after: "¥1,300")

  static let all: [any Message] =
    [
      FormTitle.newExpense, FormTitle.newIncome, FormTitle.edit(id: 12),
      FormTitle.editEntry(line: "#12  2026-11-30  🏠 生活費  ¥1,200  スーパー"),
      FormText.textHint(optional: true, back: true),
      FormText.textHint(optional: false, back: false),
      FormText.discard, FormText.farDate(today: day), FormText.categoryHeading,
      FormText.categoryPrompt(1), FormText.subcategoryHeading, FormText.subcategoryPrompt(2),
      FormText.datePrompt(day), FormText.farDatePrompt(day, today: day),
      FormText.amountPrompt(nil), FormText.amountPrompt(Yen(1200)), FormText.memoPrompt(""),
      FormText.memoPrompt("スーパー"), FormText.payerHint(count: 1), FormText.payerHint(count: 3),
      FormText.splitHint(count: 4), FormText.weightsHint, FormText.noWeight,
      FormText.householdSplit("美咲=6,健太=4"), FormText.receiverAlone, FormText.alone("健太"),
      FormText.byWeights, FormText.weights("美咲=1,健太=2"), FormText.payerHeading(income: false),
      FormText.payerHeading(income: true), FormText.payerPrompt(1), FormText.splitHeading,
      FormText.splitPrompt(1, example: "美咲=1,健太=2"), FormText.weightsPrompt("美咲=1,健太=1"),
      PickerText.dateHint, PickerText.newSubcategory,
      PickerText.movedOn(from: .year, value: "2026", to: .month),
      PickerText.missingDigits(.day, count: 1, lastDay: 30),
      PickerText.categoryHint(.category, count: 3), PickerText.categoryHint(.category, count: 1),
      PickerText.categoryHint(.subcategory, count: 3),
      BrowseText.hint, BrowseText.filterHint,
      BrowseText.title(month: month, dates: nil, shown: 1, total: 1, filter: nil),
      BrowseText.title(
        month: month, dates: month.dates(startingOn: .calendar), shown: 2, total: 3,
        filter: "スーパー"),
      BrowseText.noEntries(month, filter: nil), BrowseText.noEntries(month, filter: "スーパー"),
      BrowseText.confirmDelete("#3  2026-11-02  🏠 生活費  ¥1,200"), BrowseText.total,
      BrowseText.balance, BrowseText.scheduled, BrowseText.forecast,
      BrowseText.forecastRange(expected: "¥251,490", low: "¥231,000", high: "¥268,000"),
      BrowseText.tooLarge,
      BrowseText.provisional, BrowseText.helpTitle, BrowseText.helpClose,
      HouseholdScreenText.paidByColumn, BrowseStatus.noLongerExists(3),
      BrowseStatus.unchanged(3), BrowseStatus.saved(3, [change, change]),
      BrowseStatus.failed(.save, reason: "理由"), BrowseStatus.failed(.add, reason: "理由"),
      BrowseStatus.failed(.undo, reason: "理由"), BrowseStatus.failed(.redo, reason: "理由"),
      BrowseStatus.failed(.delete, reason: "理由"), ManyEntriesQuestion.delete(count: 12),
      ManyEntriesQuestion.edit(count: 1200),
    ] + FormLabel.allCases + BrowseColumn.allCases + BrowseKeyHelp.allCases
    + DatePickerState.Column.allCases.flatMap { column in
      [
        PickerText.dateColumn(column) as any Message,
        PickerText.missingDigits(column, count: 2, lastDay: 31),
      ]
    } + CategoryPickerState.Column.allCases.map { PickerText.categoryColumn($0) }
}
