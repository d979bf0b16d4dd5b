import Foundation
import SolspotKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds and opens the saved-spot store for the `spot` commands: `--store PATH`, else
/// `SOLSPOT_STORE`, else `$XDG_DATA_HOME/solspot/spots.sqlite`, else
/// `~/.local/share/solspot/spots.sqlite` (the XDG base directory specification's default).
enum StoreArguments {
  /// The option, for a command's spec.
  static let option = OptionSpec(
    ["--store"], value: "PATH",
    help:
      "The store file (default: $SOLSPOT_STORE, else $XDG_DATA_HOME/solspot/spots.sqlite, else "
      + "~/.local/share/solspot/spots.sqlite)."
  )

  /// Where a store's path came from: named by the user (`--store`, `SOLSPOT_STORE`), or the
  /// default in the XDG data folder.
  enum Origin: Equatable {
    case option
    case environment
    case defaultPath

    /// How a message names where the path came from; `nil` for the default.
    var phrase: String? {
      switch self {
      case .option: "the path given with --store"
      case .environment: "the path SOLSPOT_STORE gives"
      case .defaultPath: nil
      }
    }
  }

  /// The store's path, from the option, the environment and the home folder, in that order.
  static func path(
    from arguments: ParsedArguments,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> String {
    try location(from: arguments, environment: environment).path
  }

  /// The store's path and where it came from.
  static func location(
    from arguments: ParsedArguments,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> (path: String, origin: Origin) {
    if let path = arguments.string("--store") {
      guard !path.isEmpty else {
        throw UsageError.invalidValue(option: "--store", value: path, reason: "expected a path")
      }
      return (path, .option)
    }
    if let path = environment["SOLSPOT_STORE"], !path.isEmpty { return (path, .environment) }
    // XDG: a relative $XDG_DATA_HOME is invalid and must be ignored.
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return (data + "/solspot/spots.sqlite", .defaultPath)
    }
    guard let home = environment["HOME"], !home.isEmpty else {
      throw CommandFailure.noHome
    }
    return (home + "/.local/share/solspot/spots.sqlite", .defaultPath)
  }

  /// The commands that create a store file, for messages.
  static let creators = "'spot add', 'spot import' and 'calibrate add'"

  /// Opens the store, creating its file when it does not exist, and runs `body` with it;
  /// store errors become one clear line naming the file. For the commands that create
  /// things: `spot add`, `spot import` and `calibrate add`.
  ///
  /// The default store's folders are created with it (the data folder of a fresh account need
  /// not exist yet); a store the user named (`--store`, `SOLSPOT_STORE`) must be in a folder
  /// that exists, so that a mistyped path is an error rather than a new store somewhere else.
  ///
  /// - Throws: ``CommandFailure`` naming the folder when a named store's folder is missing.
  static func withStore<T>(_ arguments: ParsedArguments, _ body: (SpotStore) throws -> T) throws
    -> T
  {
    let (path, origin) = try location(from: arguments)
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    if origin.phrase != nil {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
        isFolder.boolValue
      else {
        throw CommandFailure.storeFolderMissing(path: path, folder: folder.path, origin: origin)
      }
    } else {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      } catch {
        throw CommandFailure.storeFolderNotCreated(path: path, folder: folder.path)
      }
    }
    return try open(path, access: .readWrite, body)
  }

  /// Opens the store to read only (`SQLITE_OPEN_READONLY`) when its file exists and runs
  /// `body` with it, or runs `body` with `nil` when the default store has no file yet (an
  /// empty store): for the commands that only read (`spot list`, `show`, `history`,
  /// `export`, `compare`, `seasons`, `plants --spot`, `calibrate pairs`, `fit` and `check`),
  /// which so work on a read-only file or folder, and never create a store or its folder.
  ///
  /// - Throws: ``CommandFailure`` when a store the user named (`--store`, `SOLSPOT_STORE`)
  ///   does not exist: a mistyped path must not read as an empty store.
  static func withExistingStore<T>(
    _ arguments: ParsedArguments, _ body: (SpotStore?) throws -> T
  ) throws -> T {
    try withExisting(arguments, access: .readOnly, body)
  }

  /// Opens the store to read and write when its file exists, as ``withExistingStore(_:_:)``
  /// does otherwise: for the commands that change what exists (`spot measure`, `set`,
  /// `rename`, `remove`, `calibrate pairs --remove`).
  static func withWritableStore<T>(
    _ arguments: ParsedArguments, _ body: (SpotStore?) throws -> T
  ) throws -> T {
    try withExisting(arguments, access: .readWrite, body)
  }

  private static func withExisting<T>(
    _ arguments: ParsedArguments, access: StoreAccess, _ body: (SpotStore?) throws -> T
  ) throws -> T {
    let (path, origin) = try location(from: arguments)
    var status = stat()
    // A link to a missing file is no store either; any other answer (a folder, a file this
    // user may not read) is for the store to name.
    guard stat(path, &status) == 0 || errno != ENOENT else {
      if origin.phrase != nil { throw CommandFailure.storeMissing(path: path, origin: origin) }
      return try body(nil)
    }
    return try open(path, access: access) { store in try body(store) }
  }

  /// The spot named `name` and its readings as saved, from an existing store.
  ///
  /// - Throws: ``SpotError/unknownSpot(_:suggestions:)`` when there is no such spot, or no
  ///   store yet.
  static func spotWithReadings(named name: String, _ arguments: ParsedArguments) throws -> (
    spot: SavedSpot, readings: [StoredReading]
  ) {
    try withExistingStore(arguments) { store in
      guard let store else { throw SpotError.unknownSpot(name, suggestions: []) }
      return try store.spotWithReadings(named: name)
    }
  }

  /// The spot named `name` and its readings, each re-derived with its device's current
  /// profile (``CurrentProfiles``), as levels, comparisons, seasons and plant verdicts use
  /// them; `spot history` lists them as saved.
  static func spotWithCurrentReadings(named name: String, _ arguments: ParsedArguments) throws
    -> (spot: SavedSpot, readings: [StoredReading])
  {
    let (spot, readings) = try spotWithReadings(named: name, arguments)
    return (spot, try CurrentProfiles.rederive(readings))
  }

  private static func open<T>(
    _ path: String, access: StoreAccess, _ body: (SpotStore) throws -> T
  ) throws -> T {
    do {
      let store = try SpotStore(path: path, access: access)
      for line in StoreText.repairs(store.repairs, path: path) { Console.standardError(line) }
      return try body(store)
    } catch let error as StoreError {
      throw CommandFailure.store(path: path, error)
    }
  }

  /// Names each row a salvaging command could not read on standard error, one line each,
  /// and gives the exit code: success when there were none, failure otherwise.
  static func reportDamage(
    _ damaged: [StoreError], _ arguments: ParsedArguments, console: Console
  ) throws -> ExitCode {
    guard !damaged.isEmpty else { return .success }
    let path = try path(from: arguments)
    for error in damaged {
      console.error("solspot: \(path): left out: \(StoreText.detail(error))")
    }
    let count = damaged.count
    console.error(
      "solspot: \(path): the store is damaged: \(count) part\(count == 1 ? "" : "s") could not "
        + "be read and \(count == 1 ? "was" : "were") left out; restore a copy, or import what "
        + "was written into a new store")
    return .failure
  }
}
