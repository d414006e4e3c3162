extension String {
  /// Whether `self` and `other` hold the very same UTF-8 bytes. Quicker than `==`, which
  /// compares canonical equivalents and, for text beyond ASCII, normalizes both sides first:
  /// for the hot loops of an import, which compare a cell with the one before it, or with the
  /// few names a file repeats, where bytes that differ are text that differs.
  @inlinable
  public func hasSameUTF8(as other: String) -> Bool {
    guard utf8.count == other.utf8.count else { return false }
    var (left, right) = (self, other)
    return left.withUTF8 { a in
      right.withUTF8 { b in
        let (a, b) = (UnsafeRawBufferPointer(a), UnsafeRawBufferPointer(b))
        // Eight bytes at a time, then the rest one by one.
        var index = 0
        while index + 8 <= a.count {
          guard
            a.loadUnaligned(fromByteOffset: index, as: UInt64.self)
              == b.loadUnaligned(fromByteOffset: index, as: UInt64.self)
          else { return false }
          index += 8
        }
        while index < a.count {
          guard a[index] == b[index] else { return false }
          index += 1
        }
        return true
      }
    }
  }
}
