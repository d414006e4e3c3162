import RefusalTesting
import Testing

@testable import KakeiboCore

/// A seeded generator, so that a failing case can be run again.
private struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

private func person(_ name: String) -> Person { Person(stored: name) }

@Suite struct ShareRuleTests {
  @Test func equalSharesGiveTheLeftoverYenInTheListedOrder() throws {
    let split = Split.equal([person("美咲"), person("健太"), person("陽菜")])
    #expect(split.shares(of: Yen(1000)).map(\.amount.value) == [334, 333, 333])
    #expect(split.shares(of: Yen(1001)).map(\.amount.value) == [334, 334, 333])
    #expect(split.shares(of: Yen(1002)).map(\.amount.value) == [334, 334, 334])
  }

  @Test func largestRemaindersComeBeforeTheListedOrder() throws {
    // 100 × 1/6 = 16.67, 100 × 2/6 = 33.33, 100 × 3/6 = 50: the first has the larger
    // remainder (4 of 6 against 2 of 6) and gets the one yen left over.
    let split = try Split(parsing: "a=1,b=2,c=3")
    #expect(split.shares(of: Yen(100)).map(\.amount.value) == [17, 33, 50])
    let weighted = try Split(parsing: "美咲=6,健太=4")
    #expect(weighted.shares(of: Yen(999)).map(\.amount.value) == [599, 400])
  }

  @Test func aRefundIsSplitAsItsSizeAndNegated() throws {
    let split = Split.equal([person("a"), person("b"), person("c")])
    #expect(split.shares(of: Yen(-1000)).map(\.amount.value) == [-334, -333, -333])
  }

  @Test func theLargestAmountAndWeightsDoNotOverflow() throws {
    let split = try Split(parsing: "a=1000000,b=999999,c=1")
    let shares = split.shares(of: Yen(999_999_999_999)).map(\.amount.value)
    #expect(shares.reduce(0, +) == 999_999_999_999)
  }

  /// Over random amounts and weights: shares add up to the amount exactly, each is within one
  /// yen above the exact share ⌊a·w/W⌋, and the yen left over went to the largest remainders,
  /// ties in the listed order.
  @Test(arguments: [1 as UInt64, 2, 3, 4, 5, 6, 7, 8])
  func sharesAddUpAndFollowTheRule(seed: UInt64) throws {
    var random = SplitMix64(state: seed)
    for _ in 0..<2_000 {
      let count = Int.random(in: 1...7, using: &random)
      let weights = (0..<count).map { _ in
        Bool.random(using: &random)
          ? Int64.random(in: 1...10, using: &random)
          : Int64.random(in: 1...Split.maximumWeight, using: &random)
      }
      let split = Split(
        weights.enumerated().map { Split.Part(person("p\($0.offset)"), weight: $0.element) })
      let magnitude =
        Bool.random(using: &random)
        ? Int64.random(in: 1...10_000, using: &random)
        : Int64.random(in: 1...999_999_999_999, using: &random)
      let amount = Bool.random(using: &random) ? -magnitude : magnitude
      let shares = split.shares(of: Yen(amount)).map(\.amount.value)
      #expect(shares.count == count)
      #expect(shares.reduce(0, +) == amount)
      let total = weights.reduce(0, +)
      var extra: [Bool] = []
      var remainders: [Int64] = []
      for (index, weight) in weights.enumerated() {
        let product = magnitude.multipliedFullWidth(by: weight)
        let (floor, remainder) = total.dividingFullWidth(product)
        let size = shares[index].magnitude
        #expect(size == floor.magnitude || size == floor.magnitude + 1)
        extra.append(size == floor.magnitude + 1)
        remainders.append(remainder)
      }
      // Every part that got a leftover yen ranks above every part that did not: a larger
      // remainder, or the same one and listed earlier.
      for a in weights.indices where extra[a] {
        for b in weights.indices where !extra[b] {
          #expect(remainders[a] > remainders[b] || (remainders[a] == remainders[b] && a < b))
        }
      }
    }
  }
}

@Suite struct SplitParsingTests {
  @Test func readsWhatPeopleType() throws {
    #expect(try Split(parsing: "美咲=6,健太=4").description == "美咲=6,健太=4")
    #expect(try Split(parsing: "美咲＝６、健太＝４").description == "美咲=6,健太=4")
    #expect(try Split(parsing: " 美咲 = 1 , 健太 ").description == "美咲=1,健太=1")
  }

  @Test(arguments: [
    ("美咲=0,健太=1", "gives 美咲 the weight \"0\""),
    ("美咲=1.5", "a weight is a whole number"),
    ("美咲=1,美咲=2", "names 美咲 twice"),
    ("美咲=1,,健太=1", "names no person"),
    ("=3", "names no person"),
    ("", "names no person"),
  ])
  func refusesWhatIsNotASplit(text: String, problem: String) {
    #expect {
      try Split(parsing: text)
    } throws: { error in
      (error as? InvalidValue).map { $0.field == .split && $0.problem.contains(problem) } ?? false
    }
  }

  @Test func aPersonsNameIsOneLineWithoutTheSplitsSigns() {
    #expect(throws: InvalidValue.self) { try Person(validating: "a\u{7}b") }
    #expect(throws: InvalidValue.self) { try Person(validating: "a=b") }
    #expect(throws: InvalidValue.self) { try Person(validating: "  ") }
    #expect(throws: InvalidValue.self) { try Person(validating: String(repeating: "あ", count: 41)) }
    #expect((try? Person(validating: " 健太 "))?.name == "健太")
  }
}

@Suite struct SettlementTests {
  let misaki = person("美咲")
  let kenta = person("健太")
  let hina = person("陽菜")

  func item(_ payer: Person, _ amount: Int64, _ split: Split, income: Bool = false)
    -> Settlement.Item
  {
    Settlement.Item(
      payer: payer, amount: Yen(amount), isIncome: income, shares: split.shares(of: Yen(amount)))
  }

  @Test func aMonthOfThreePeopleSettlesExactly() throws {
    let everyone = Split.equal([misaki, kenta, hina])
    let settlement = try Settlement(
      people: [misaki, kenta, hina],
      items: [
        item(misaki, 9_000, everyone),  // 3,000 each
        item(misaki, 1_200, .alone(kenta)),  // 立替: 美咲 paid for 健太
        item(kenta, 1_000, try Split(parsing: "陽菜=1,健太=1")),
        item(hina, 500, .alone(hina)),
        item(kenta, 300_000, .alone(kenta), income: true),  // 健太's own: changes nothing
      ], recorded: [])
    #expect(settlement.balances.map(\.paid) == [10_200, 1_000, 500])
    #expect(settlement.balances.map(\.share) == [3_000, 4_700, 4_000])
    #expect(settlement.balances.map(\.difference) == [7_200, -3_700, -3_500])
    #expect(
      settlement.transfers == [
        .init(from: kenta, to: misaki, amount: Yen(3_700)),
        .init(from: hina, to: misaki, amount: Yen(3_500)),
      ])
    let after = try Settlement(
      people: [misaki, kenta, hina],
      items: [
        item(misaki, 9_000, everyone), item(misaki, 1_200, .alone(kenta)),
        item(kenta, 1_000, try Split(parsing: "陽菜=1,健太=1")), item(hina, 500, .alone(hina)),
      ], recorded: settlement.transfers)
    #expect(after.isSettled)
    #expect(after.balances.allSatisfy { $0.difference == 0 })
  }

  @Test func sharedIncomeIsOwedToTheOthers() throws {
    let settlement = try Settlement(
      people: [misaki, kenta],
      items: [item(misaki, 10_001, .equal([misaki, kenta]), income: true)], recorded: [])
    #expect(settlement.transfers == [.init(from: misaki, to: kenta, amount: Yen(5_000))])
  }

  /// Random households: the transfers are at most n − 1, go from debtors to creditors, and
  /// leave every difference at zero.
  @Test(arguments: [11 as UInt64, 12, 13, 14])
  func transfersSettleEveryone(seed: UInt64) throws {
    var random = SplitMix64(state: seed)
    for _ in 0..<500 {
      let people = (0..<Int.random(in: 1...6, using: &random)).map { person("p\($0)") }
      var items: [Settlement.Item] = []
      for _ in 0..<Int.random(in: 0...12, using: &random) {
        let chosen = people.filter { _ in Bool.random(using: &random) }
        let split =
          chosen.isEmpty
          ? Split.alone(people[0])
          : Split(chosen.map { Split.Part($0, weight: Int64.random(in: 1...5, using: &random)) })
        let amount = Int64.random(in: -5_000...100_000, using: &random)
        guard amount != 0 else { continue }
        items.append(
          item(
            people.randomElement(using: &random)!, amount, split,
            income: amount > 0 && Int.random(in: 0..<5, using: &random) == 0))
      }
      let settlement = try Settlement(people: people, items: items, recorded: [])
      #expect(settlement.balances.map(\.difference).reduce(0, +) == 0)
      #expect(settlement.transfers.count <= max(0, people.count - 1))
      var left = Dictionary(
        uniqueKeysWithValues: settlement.balances.map { ($0.person, $0.difference) })
      for transfer in settlement.transfers {
        #expect(transfer.amount.value > 0)
        #expect(left[transfer.from]! < 0 && left[transfer.to]! > 0)
        left[transfer.from]! += transfer.amount.value
        left[transfer.to]! -= transfer.amount.value
      }
      #expect(left.values.allSatisfy { $0 == 0 })
      let again = try Settlement(people: people, items: items, recorded: settlement.transfers)
      #expect(again.isSettled)
    }
  }
}

/// `report --by member`'s sums: random months of random households, whose shares add up to
/// each row's total, and whose payers paid exactly what was spent.
@Suite struct MemberSharesTests {
  @Test(arguments: [21 as UInt64, 22, 23])
  func everyRowsSharesAddUpToItsTotal(seed: UInt64) throws {
    var random = SplitMix64(state: seed)
    let date = try #require(LedgerDate(iso: "2026-11-03"))
    let food = try #require(try Subcategory(validating: "食費"))
    for _ in 0..<200 {
      let people = (0..<Int.random(in: 1...5, using: &random)).map { person("p\($0)") }
      let household = Household(people: Array(people.dropFirst()), me: people[0])
      var shares = MemberShares(household: household)
      var spent: Int64 = 0
      for id in 0..<Int64.random(in: 0...15, using: &random) {
        let amount = Int64.random(in: -3_000...90_000, using: &random)
        guard amount != 0 else { continue }
        let isIncome = amount > 0 && Int.random(in: 0..<4, using: &random) == 0
        var draft = EntryDraft(
          date: date, amount: Yen(amount), kind: isIncome ? .income : .expense,
          category: Category.allCases.randomElement(using: &random),
          subcategory: Bool.random(using: &random) ? food : nil)
        draft.paidBy = people.randomElement(using: &random)
        let chosen = people.filter { _ in Bool.random(using: &random) }
        if !chosen.isEmpty {
          draft.split = Split(
            chosen.map { Split.Part($0, weight: Int64.random(in: 1...7, using: &random)) })
        }
        if !isIncome { spent += amount }
        try shares.add(Entry(id: id + 1, draft), in: household)
      }
      func addsUp(_ sums: MemberShares.Sums) -> Bool {
        sums.byPerson.values.reduce(0, +) == sums.total
      }
      #expect(shares.categories.allSatisfy { addsUp($0.sums) })
      #expect(shares.categories.allSatisfy { $0.subcategories.values.allSatisfy(addsUp) })
      #expect(addsUp(shares.spending) && addsUp(shares.paid) && addsUp(shares.income))
      #expect(shares.spending.total == spent && shares.paid.total == spent)
      #expect(
        shares.categories.map(\.sums.total).reduce(0, +) == spent)
      #expect(try people.map { try shares.difference(of: $0) }.reduce(0, +) == 0)
    }
  }
}
