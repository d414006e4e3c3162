import KakeiboCore
import Testing

/// Passwords are found wherever a URI or a libpq key=value string holds one, in a message or
/// on the command line (issue 19).
@Suite struct PasswordMaskingTests {
  @Test(arguments: [
    ("postgresql://u:secret@host/db", "postgresql://u:***@host/db"),
    ("postgres://u:secret@/db?host=/run", "postgres://u:***@/db?host=/run"),
    ("--db=postgresql://u:secret@host/db", "--db=postgresql://u:***@host/db"),
    ("mysql://u:p@ss:w@rd@host/db", "mysql://u:***@host/db"),
    ("postgresql://u:pa/ss@host/db", "postgresql://u:***@host/db"),
    (
      "postgresql://u@/db?host=/s&password=secret&port=5",
      "postgresql://u@/db?host=/s&password=***&port=5"
    ),
    ("postgresql://u@/db?PassWord=secret", "postgresql://u@/db?PassWord=***"),
    ("postgresql://host:5432/db", "postgresql://host:5432/db"),
    ("postgresql://host:5432/db?options=a@b", "postgresql://host:5432/db?options=a@b"),
    ("host=h password=secret dbname=d", "host=h password=*** dbname=d"),
    ("password='my secret' host=h", "password=*** host=h"),
    (
      "file \"postgresql://u:Leak\\\"Me@/d\": no such file",
      "file \"postgresql://u:***@/d\": no such file"
    ),
    (
      "file \"postgresql://u:LeakMe99@/d\": no such file",
      "file \"postgresql://u:***@/d\": no such file"
    ),
    ("file \"host=x password=LeakMe99\": is not", "file \"host=x password=***\": is not"),
    ("a memo: 3 items; ratio 1:2", "a memo: 3 items; ratio 1:2"),
    ("://u:x@y", "://u:x@y"),
    ("外食 postgresql://田中:秘密@host/db", "外食 postgresql://田中:***@host/db"),
  ])
  func masksEveryPassword(text: String, masked: String) {
    #expect(PasswordMasking.masked(text) == masked)
  }

  @Test func anArgumentEndsOnlyAtItsEnd() {
    #expect(
      PasswordMasking.masked("postgresql://u:a\"b@h/d", context: .argument)
        == "postgresql://u:***@h/d")
    #expect(
      PasswordMasking.passwordRanges(in: Array("x=postgresql://u:pw@h/d".utf8), context: .argument)
        == [17..<19])
  }
}
