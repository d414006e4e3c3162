// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "kakeibo",
  products: [
    .executable(name: "kakeibo", targets: ["kakeibo"])
  ],
  targets: [
    // MARK: C library

    /// No pkgConfig: its `-L/usr/lib/x86_64-linux-gnu` would come before the release build's
    /// StaticLink folder (target kakeibo) and link the shared library; SQLite's header and
    /// library are in the system's own paths.
    .systemLibrary(
      name: "CSQLite",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    /// libpq's header, for its types; libpq itself is loaded with dlopen, never linked (no
    /// pkgConfig here, which would add -lpq).
    .systemLibrary(
      name: "CPostgreSQL",
      providers: [.apt(["libpq-dev"])]
    ),

    // MARK: Libraries

    /// The pure domain: money, dates, categories, the picker model and report maths. No I/O.
    .target(name: "KakeiboCore"),

    /// The only module that speaks SQL: connection, statements, migrations and ledger queries.
    .target(
      name: "KakeiboStore",
      dependencies: ["KakeiboCore", "CSQLite", "CPostgreSQL", "KakeiboPostgresMigrations"],
      exclude: ["migrations/postgresql"],
      resources: [.embedInCode("migrations")]
    ),
    .target(
      name: "KakeiboPostgresMigrations",
      resources: [.embedInCode("migrations")]
    ),

    /// Reading other apps' files and bank and card statements, without I/O: CSV bytes and their
    /// encoding in, entry drafts and statement rows with fingerprints and problems by line out.
    .target(name: "KakeiboImport", dependencies: ["KakeiboCore"]),

    /// The languages kakeibo speaks, a phrase written in each, and how text in them is laid out in
    /// a terminal: its width in columns and where its lines may break. No I/O, no locale library.
    .target(name: "Wording"),

    /// A small declarative command-line parser: typed declarations of commands, subcommands,
    /// options and arguments; tokens, usage errors, and help, the manual and completion written
    /// from the declarations.
    .target(name: "ArgumentParsing", dependencies: ["Wording"]),

    /// The message catalogue's areas for what the domain and the import module hand over as
    /// data (refused values, rows of import files): each worded in English and in Japanese.
    /// The command-line layer's own areas are in KakeiboCLI/Messages.
    .target(name: "Messages", dependencies: ["KakeiboCore", "KakeiboImport", "Wording"]),

    /// Terminal text: tables, colour; keys, raw mode, pickers and screens.
    .target(name: "TerminalUI", dependencies: ["KakeiboCore", "Messages", "Wording"]),

    /// The commands: parse, call the store, render.
    .target(
      name: "KakeiboCLI",
      dependencies: [
        "KakeiboCore", "KakeiboStore", "KakeiboImport", "ArgumentParsing", "Messages",
        "TerminalUI", "Wording",
      ]
    ),

    // MARK: Executable

    .executableTarget(
      name: "kakeibo",
      dependencies: ["KakeiboCLI"],
      exclude: ["StaticLink"],
      linkerSettings: [
        // A position-dependent executable needs none of the ~20,000 relocations the static
        // Swift standard library would otherwise cost at every start (about half a millisecond
        // of every command); README.md's performance section has the numbers.
        .unsafeFlags(
          ["-Xclang-linker", "-no-pie"], .when(platforms: [.linux], configuration: .release)),
        // The release binary links libstdc++ and SQLite statically and exports no symbols of
        // its own: the dynamic loader's relocations and the runtime's dladdr had been 86 % of
        // `kakeibo --version` (3.46 M instructions, now 0.48 M). StaticLink/ holds linker
        // scripts that `-lstdc++` and `-lsqlite3` find first; each says why.
        .unsafeFlags(
          [
            "-L", Context.packageDirectory + "/Sources/kakeibo/StaticLink",
            "-Xlinker",
            "--version-script=" + Context.packageDirectory
              + "/Sources/kakeibo/StaticLink/exports.map",
          ], .when(platforms: [.linux], configuration: .release)),
        // The code everyday commands run, laid out together (each Swift function has a
        // section of its own, below): 10-20 % fewer page faults and about a tenth off `add`
        // and the monthly summary. StaticLink/function-order.txt says how it is made.
        .unsafeFlags(
          [
            "-Xlinker",
            "--section-ordering-file=" + Context.packageDirectory
              + "/Sources/kakeibo/StaticLink/function-order.txt",
          ], .when(platforms: [.linux], configuration: .release)),
      ]
    ),

    // MARK: Tests

    /// What the core's and the import's tests share: how a refusal is compared.
    .target(
      name: "RefusalTesting", dependencies: ["KakeiboCore", "Messages"],
      path: "Tests/RefusalTesting"),
    .testTarget(
      name: "KakeiboCoreTests", dependencies: ["KakeiboCore", "Messages", "RefusalTesting"]),
    .testTarget(name: "KakeiboStoreTests", dependencies: ["KakeiboStore", "Messages"]),
    .testTarget(
      name: "KakeiboImportTests", dependencies: ["KakeiboImport", "Messages", "RefusalTesting"]),
    .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing", "Wording"]),
    .testTarget(
      name: "TerminalUITests", dependencies: ["TerminalUI", "KakeiboCore", "Messages", "Wording"]),
    .testTarget(
      name: "KakeiboCLITests",
      dependencies: ["KakeiboCLI", "KakeiboCore", "KakeiboImport", "Messages", "Wording"]),
    /// Runs the built `kakeibo` binary against temporary ledgers; reads them back through SQLite.
    .testTarget(name: "EndToEndTests", dependencies: ["kakeibo", "CSQLite"]),
  ],
  swiftLanguageModes: [.v6]
)

// Release builds on Linux reach concrete generic types through direct metadata accessors
// instead of mangled names that the runtime demangles at their first use in every process:
// about a millisecond off `kakeibo report --year`, whose run is only a few milliseconds. And
// they emit every function in a section of its own, which the link of target kakeibo orders.
for target in package.targets where target.type == .regular || target.type == .executable {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .unsafeFlags(
        [
          "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
          "-Xfrontend", "-function-sections",
        ],
        .when(platforms: [.linux], configuration: .release))
    ]
}
