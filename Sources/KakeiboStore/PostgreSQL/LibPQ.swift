import CPostgreSQL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The libpq functions the store calls, loaded from `libpq.so.5` with `dlopen` the first time a
/// PostgreSQL ledger is opened. kakeibo does not link libpq: linking it makes every start load 28
/// more shared libraries (OpenSSL, Kerberos, LDAP, GnuTLS, …) and take about 4 ms instead of 1
/// (FACTS.md), which every SQLite command would pay. The header (`CPostgreSQL`) gives the types.
struct LibPQ: @unchecked Sendable {
  typealias Connection = OpaquePointer
  typealias Result = OpaquePointer

  let connectdbParams:
    @convention(c) (
      UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<UnsafePointer<CChar>?>?, Int32
    ) -> Connection?
  let finish: @convention(c) (Connection?) -> Void
  let status: @convention(c) (Connection?) -> ConnStatusType
  let transactionStatus: @convention(c) (Connection?) -> PGTransactionStatusType
  let errorMessage: @convention(c) (Connection?) -> UnsafeMutablePointer<CChar>?
  let setNoticeProcessor:
    @convention(c) (Connection?, PQnoticeProcessor?, UnsafeMutableRawPointer?) ->
      PQnoticeProcessor?
  let exec: @convention(c) (Connection?, UnsafePointer<CChar>?) -> Result?
  let execParams:
    @convention(c) (
      Connection?, UnsafePointer<CChar>?, Int32, UnsafePointer<Oid>?,
      UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32
    ) -> Result?
  let resultStatus: @convention(c) (Result?) -> ExecStatusType
  let resultErrorField: @convention(c) (Result?, Int32) -> UnsafeMutablePointer<CChar>?
  let ntuples: @convention(c) (Result?) -> Int32
  let nfields: @convention(c) (Result?) -> Int32
  let getvalue: @convention(c) (Result?, Int32, Int32) -> UnsafeMutablePointer<CChar>?
  let getlength: @convention(c) (Result?, Int32, Int32) -> Int32
  let getisnull: @convention(c) (Result?, Int32, Int32) -> Int32
  let cmdTuples: @convention(c) (Result?) -> UnsafeMutablePointer<CChar>?
  let clear: @convention(c) (Result?) -> Void
  let putCopyData: @convention(c) (Connection?, UnsafePointer<CChar>?, Int32) -> Int32
  let putCopyEnd: @convention(c) (Connection?, UnsafePointer<CChar>?) -> Int32
  let getResult: @convention(c) (Connection?) -> Result?
  let host: @convention(c) (Connection?) -> UnsafeMutablePointer<CChar>?
  let port: @convention(c) (Connection?) -> UnsafeMutablePointer<CChar>?
  let connectionUsedPassword: @convention(c) (Connection?) -> Int32
  let sendQueryParams:
    @convention(c) (
      Connection?, UnsafePointer<CChar>?, Int32, UnsafePointer<Oid>?,
      UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32
    ) -> Int32
  let setSingleRowMode: @convention(c) (Connection?) -> Int32
  let getCancel: @convention(c) (Connection?) -> OpaquePointer?
  let cancel: @convention(c) (OpaquePointer?, UnsafeMutablePointer<CChar>?, Int32) -> Int32
  let freeCancel: @convention(c) (OpaquePointer?) -> Void

  /// The library's file names, tried in order.
  static let fileNames = ["libpq.so.5", "libpq.so"]

  /// libpq, loaded once per process; the error says what is missing when it cannot be loaded.
  static let shared: Swift.Result<LibPQ, PostgresError> = load()

  private static func load() -> Swift.Result<LibPQ, PostgresError> {
    var reason = ""
    for name in fileNames {
      if let library = dlopen(name, RTLD_NOW | RTLD_LOCAL) {
        return Swift.Result { () throws(PostgresError) in try LibPQ(library: library) }
      }
      if let error = dlerror() { reason = String(cString: error) }
    }
    return .failure(.libraryMissing(reason: reason))
  }

  /// Looks every function up in the loaded `library`.
  private init(library: UnsafeMutableRawPointer) throws(PostgresError) {
    func symbol<Function>(_ name: String) throws(PostgresError) -> Function {
      guard let address = dlsym(library, name) else {
        throw .libraryMissing(reason: "libpq has no \(name)")
      }
      return unsafeBitCast(address, to: Function.self)
    }
    connectdbParams = try symbol("PQconnectdbParams")
    finish = try symbol("PQfinish")
    status = try symbol("PQstatus")
    transactionStatus = try symbol("PQtransactionStatus")
    errorMessage = try symbol("PQerrorMessage")
    setNoticeProcessor = try symbol("PQsetNoticeProcessor")
    exec = try symbol("PQexec")
    execParams = try symbol("PQexecParams")
    resultStatus = try symbol("PQresultStatus")
    resultErrorField = try symbol("PQresultErrorField")
    ntuples = try symbol("PQntuples")
    nfields = try symbol("PQnfields")
    getvalue = try symbol("PQgetvalue")
    getlength = try symbol("PQgetlength")
    getisnull = try symbol("PQgetisnull")
    cmdTuples = try symbol("PQcmdTuples")
    clear = try symbol("PQclear")
    putCopyData = try symbol("PQputCopyData")
    putCopyEnd = try symbol("PQputCopyEnd")
    getResult = try symbol("PQgetResult")
    host = try symbol("PQhost")
    port = try symbol("PQport")
    connectionUsedPassword = try symbol("PQconnectionUsedPassword")
    sendQueryParams = try symbol("PQsendQueryParams")
    setSingleRowMode = try symbol("PQsetSingleRowMode")
    getCancel = try symbol("PQgetCancel")
    cancel = try symbol("PQcancel")
    freeCancel = try symbol("PQfreeCancel")
  }
}
