import Foundation
import Testing

@testable import KakeiboCore

/// The Cabinet Office's list of holidays, 1980–2027 (`Tests/Fixtures/holidays`), as published:
/// each date and its name, 休日 for a 振替休日 or a 国民の休日.
private let published: [(date: LedgerDate, name: String)] = {
  let path =
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/holidays/syukujitsu-1980-2027.csv").path
  let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
    let fields = line.split(separator: ",")
    guard fields.count == 2, let date = LedgerDate(iso: fields[0]) else { return nil }
    return (date, String(fields[1]))
  }
}()

private func day(_ text: String) throws -> LedgerDate { try #require(LedgerDate(iso: text)) }

@Suite struct JapaneseHolidaysTests {
  @Test func everyYearOfThePublishedListIsComputedExactly() throws {
    #expect(published.count == 789)
    for year in 1980...2027 {
      let expected = published.filter { $0.date.year == year }
      let computed = JapaneseHolidays.holidays(in: year)
      #expect(computed.map(\.date) == expected.map(\.date), "\(year)")
      for (holiday, listed) in zip(computed, expected) where holiday.date == listed.date {
        if listed.name.hasPrefix("休日") {
          // 休日（祝日扱い） is a day declared once (2019-05-01, 2019-10-22).
          if listed.name == "休日" {
            #expect(holiday.kind != .national, "\(holiday.date) \(holiday.name)")
          } else {
            #expect(holiday.kind == .national, "\(holiday.date)")
          }
        } else {
          #expect(holiday.kind == .national)
          // 2019's 体育の日 is listed as 体育の日（スポーツの日）.
          #expect(listed.name.hasPrefix(holiday.name), "\(holiday.date) \(holiday.name)")
        }
      }
    }
  }

  @Test func theLawsAddedDaysAfterTheListsYears() throws {
    // 2028–2099 is past the list: the rules go on. 2032's Silver Week has a 国民の休日.
    let holidays2032 = JapaneseHolidays.holidays(in: 2032)
    #expect(
      holidays2032.filter { $0.date.month == 9 }.map { "\($0.date) \($0.name)" } == [
        "2032-09-20 敬老の日", "2032-09-21 国民の休日", "2032-09-22 秋分の日",
      ])
    // A 祝日 on a Sunday moves to the next day that is no 祝日: 2037-05-03 is a Sunday, and
    // 5/4 and 5/5 are 祝日 themselves, so the 振替休日 is 5/6.
    #expect(JapaneseHolidays.holiday(on: try day("2037-05-06"))?.kind == .substitute)
    // The equinoxes stay on their days through 2099.
    for year in JapaneseHolidays.years {
      #expect((19...21).contains(JapaneseHolidays.vernalEquinoxDay(year)))
      #expect((22...24).contains(JapaneseHolidays.autumnalEquinoxDay(year)))
    }
    #expect(JapaneseHolidays.holidays(in: 1979).isEmpty)
    #expect(JapaneseHolidays.holidays(in: 2100).isEmpty)
    #expect(JapaneseHolidays.holidays(in: 2099).count >= 16)
  }

  @Test func aDueDateMovesToTheNextOrPreviousBusinessDay() throws {
    // 2026-06-27 is a Saturday: next is Monday the 29th, previous Friday the 26th.
    #expect(BusinessDayRule.next.adjusted(try day("2026-06-27")) == (try day("2026-06-29")))
    #expect(BusinessDayRule.previous.adjusted(try day("2026-06-27")) == (try day("2026-06-26")))
    #expect(BusinessDayRule.none.adjusted(try day("2026-06-27")) == (try day("2026-06-27")))
    // Golden Week: 2026-05-03 (Sunday) to 05-06 (振替休日); next is Thursday the 7th.
    #expect(BusinessDayRule.next.adjusted(try day("2026-05-03")) == (try day("2026-05-07")))
    #expect(BusinessDayRule.previous.adjusted(try day("2026-05-06")) == (try day("2026-05-01")))
    // Silver Week 2026: 9/19 Saturday to 9/23 秋分の日.
    #expect(BusinessDayRule.next.adjusted(try day("2026-09-19")) == (try day("2026-09-24")))
    // The 31st, a Saturday, moves into the next month.
    #expect(BusinessDayRule.next.adjusted(try day("2026-10-31")) == (try day("2026-11-02")))
    // A business day stays.
    #expect(BusinessDayRule.next.adjusted(try day("2026-11-27")) == (try day("2026-11-27")))
    #expect(try BusinessDayRule(parsing: "ＮＥＸＴ") == .next)
    #expect(throws: InvalidValue.self) { try BusinessDayRule(parsing: "monday") }
  }
}
