/// The answers to a user's questions from saved spots: how much light a spot gets
/// (``level(of:filter:)``, ``daylightLevel(of:filter:)``), which of two spots is brighter
/// (``comparison(of:with:filter:)``), how a spot's light changes with the seasons
/// (``seasons(of:)``), and which plants suit it (``plantVerdicts(of:filter:plants:matcher:)``).
///
/// Each answer reads the spot and its readings from the store, re-derives the readings with
/// the current profiles (``ReadingProfiles``, docs/uncertainty.md, "Readings are re-derived"),
/// leaves out what a level must not rest on (forced readings, ``LevelReadings``; for plants,
/// readings at night, ``DaylightReadings``) and gives back values with the counts left out and
/// each reading's stored id, so that an app and the `solspot` CLI give the same answers.
///
/// ```swift
/// let answers = try SpotAnswers(store: store, profiles: ReadingProfiles(own: myProfiles))
/// let level = try answers.level(of: "windowsill")
/// let pair = try answers.comparison(of: "windowsill", with: "desk")
/// ```
public struct SpotAnswers: Sendable {
  /// The store the spots are read from.
  public let store: SpotStore
  /// The profiles readings are re-derived with.
  public let profiles: ReadingProfiles
  /// The error model.
  public let model: ErrorModel
  /// The bands.
  public let bands: BandTable

  /// Answers from `store`, re-deriving with `profiles`, `model` and `bands`.
  public init(store: SpotStore, profiles: ReadingProfiles, model: ErrorModel, bands: BandTable) {
    self.store = store
    self.profiles = profiles
    self.model = model
    self.bands = bands
  }

  /// Answers from `store`, re-deriving with `profiles` and the built-in error model and bands.
  ///
  /// - Throws: ``DataError`` if the built-in data is broken (a build defect).
  public init(store: SpotStore, profiles: ReadingProfiles = ReadingProfiles()) throws(DataError) {
    self.init(store: store, profiles: profiles, model: try .builtIn(), bands: try .builtIn())
  }

  /// The spot named `name` with its readings, each re-derived with its device's current
  /// profile, ids kept, in the store's order.
  ///
  /// - Throws: ``SpotError/unknownSpot(_:suggestions:)``, ``StoreError``, ``DataError``.
  public func spotWithCurrentReadings(named name: String) throws -> (
    spot: SavedSpot, readings: [StoredReading]
  ) {
    let (spot, stored) = try store.spotWithReadings(named: name)
    let derivation = try profiles.derivation(
      for: stored.map(\.reading.deviceID), model: model, bands: bands)
    return (spot, derivation.rederive(stored))
  }

  /// The stored reading of `stored` that is `reading`, the first of equal ones: how a reading
  /// a summary names (an outlier) is found again with its id, to remove it by.
  static func stored(_ reading: Reading?, in stored: [StoredReading]) -> StoredReading? {
    reading.flatMap { reading in stored.first { $0.reading == reading } }
  }
}
