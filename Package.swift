// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Solspot",
  products: [
    .library(name: "SolspotKit", targets: ["SolspotKit"]),
    .executable(name: "solspot", targets: ["solspot"]),
  ],
  targets: [
    // MARK: - Library

    .target(
      name: "SolspotKit",
      dependencies: [
        "SolspotData",
        .target(name: "CSQLite", condition: .when(platforms: [.linux, .android, .windows])),
      ],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")],
      plugins: [.plugin(name: "EmbedData")]
    ),
    // The values of the data files SolspotKit embeds, their JSON forms and their checks: what
    // the embedding tool needs to refuse an invalid file at build time. SolspotKit re-exports it.
    .target(
      name: "SolspotData",
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]
    ),

    // MARK: - Command-line tool

    .executableTarget(
      name: "solspot",
      dependencies: ["SolspotKit"],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),

    // MARK: - Benchmarks (swift run -c release solspot-bench NAME)

    .executableTarget(
      name: "solspot-bench",
      dependencies: ["SolspotKit"],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),

    // MARK: - Build tooling

    .executableTarget(
      name: "solspot-embed",
      dependencies: ["SolspotData"],
      path: "Sources/solspot-embed",
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
    .plugin(
      name: "EmbedData",
      capability: .buildTool(),
      dependencies: ["solspot-embed"]
    ),

    // MARK: - Tests

    // Helpers both test targets use (test targets cannot share code otherwise).
    .target(name: "SolspotTestSupport", path: "Tests/SolspotTestSupport"),
    .testTarget(
      name: "SolspotKitTests",
      dependencies: ["SolspotKit", "SolspotTestSupport"],
      exclude: ["Metadata/Fixtures", "Plants/Fixtures", "Store/Fixtures"],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
    .testTarget(
      name: "solspotTests",
      // solspot-bench is a dependency so that `swift test` compiles it too, with the same flags;
      // solspot-embed so that its process tests find it next to solspot.
      dependencies: [
        "solspot", "solspot-bench", "solspot-embed", "SolspotKit", "SolspotTestSupport",
      ],
      exclude: ["Snapshots", "Fixtures"],
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
