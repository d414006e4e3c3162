import KakeiboCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The passwords on kakeibo's own command line, hidden from the process list.
///
/// `ps` and `/proc/PID/cmdline` show any local user the arguments a process was started with,
/// read from the process's own memory. So at start, once the arguments have been copied, each
/// password an argument holds (a PostgreSQL URI's, a libpq key=value string's: see
/// `PasswordMasking`) is overwritten there, in place: `***` and the rest of the argument moved up
/// over it, the bytes left over at the argument's end made NUL. The password still reaches libpq
/// (from the copy), and a password kept in `~/.pgpass` or `PGPASSFILE` never appears at all.
enum CommandLinePasswords {
  /// Overwrites the passwords in the `count` arguments at `arguments` (the program's name is
  /// left alone).
  static func hide(
    in arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, count: Int
  ) {
    for index in 1..<max(count, 1) {
      guard let argument = arguments[index] else { continue }
      let length = strlen(argument)
      let bytes = UnsafeMutableRawPointer(argument).assumingMemoryBound(to: UInt8.self)
      let text = Array(UnsafeBufferPointer(start: bytes, count: length))
      let ranges = PasswordMasking.passwordRanges(in: text, context: .argument)
      guard !ranges.isEmpty else { continue }
      let hidden = masked(text, ranges)
      for offset in 0..<length { bytes[offset] = offset < hidden.count ? hidden[offset] : 0 }
    }
  }

  /// `bytes` with each range written as the mask, or as as many `*` when it is shorter (so that
  /// the result is never longer than the argument it overwrites).
  static func masked(_ bytes: [UInt8], _ ranges: [Range<Int>]) -> [UInt8] {
    var result: [UInt8] = []
    var position = 0
    for range in ranges {
      result += bytes[position..<range.lowerBound]
      result +=
        range.count >= PasswordMasking.mask.utf8.count
        ? Array(PasswordMasking.mask.utf8) : Array(repeating: UInt8(ascii: "*"), count: range.count)
      position = range.upperBound
    }
    return result + bytes[position...]
  }
}
