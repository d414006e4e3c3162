#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import KakeiboCLI

exit(Kakeibo.main())
