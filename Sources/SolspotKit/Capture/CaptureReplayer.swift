/// Replays a capture file through a ``CaptureGate``: bytes go in by the chunk, each change of
/// phase comes out as it happens, and the end gives the ``Outcome``: the last committed reading,
/// whether it still stands, and the state the capture ended in.
///
/// ```
/// var replayer = CaptureReplayer(catalog: catalog, confidence: .ninety)
/// while let chunk = read(65_536) {
///   try replayer.append(chunk) { state, time in show(state) }
/// }
/// let outcome = try replayer.finish { state, time in show(state) }
/// ```
///
/// The gate is made once the header is known, with the device profile chosen in this order:
/// the one given (an app's own choice, `--profile` or `--device`), the header's `device`, the
/// remembered device (``RememberedDevice``), the generic profile. The replayer does no I/O: the caller reads the file.
public struct CaptureReplayer: Sendable {
  /// What a replay ended with.
  public struct Outcome: Sendable, Hashable {
    /// The last reading committed, if any.
    public let reading: CaptureReading?
    /// What superseded the reading while the phone still lay at the spot, if anything.
    public let supersession: Supersession?
    /// The state after the last sample (``GateState/waiting`` for no samples).
    public let state: GateState
    /// The timestamp of the first sample.
    public let first: Double?
    /// The timestamp of the last sample.
    public let last: Double?
    /// How many samples were read.
    public let sampleCount: Int
    /// The capture's header, if it has one.
    public let header: CaptureHeader?
    /// The device profile the replay used, and where it came from.
    public let device: DeviceChoice

    /// Whether a reading was committed and still stood at the end: nothing the camera saw
    /// changed after it (the phone may have been picked up).
    public var isStanding: Bool { reading != nil && supersession == nil }

    /// The wall-clock time of the committed reading, from the header's start time; `nil`
    /// without a reading or a start time.
    public var readingTime: Timestamp? {
      guard let reading, let first else { return nil }
      return header?.wallClock(at: reading.committedAt, firstSample: first)
    }
  }

  /// The device profile a replay used, and where it came from.
  public struct DeviceChoice: Sendable, Hashable {
    /// Where the profile came from; the raw value is the code scripts see.
    public enum Source: String, Sendable, Hashable, CaseIterable {
      /// Given by name (`--device`).
      case option
      /// Given as a profile file (`--profile`).
      case profileFile = "profile-file"
      /// The capture header's `device`.
      case header
      /// The spot's own device (``RememberedDevice/Origin/spot``), for a header naming none.
      case spot
      /// The device the environment names (``RememberedDevice/Origin/environment``), for a
      /// header naming none.
      case environment
      /// None of these: the generic profile.
      case generic = "default"
    }

    /// The profile used.
    public let profile: DeviceProfile
    /// Where it came from.
    public let source: Source
    /// The header's device when a given profile replaced it (or the header names none the
    /// catalog knows), else `nil`.
    public let overriddenHeaderDevice: String?
  }

  /// Why a capture cannot be replayed.
  public enum Failure: Error, Sendable, Hashable {
    /// A line of the file is not a capture's (``CaptureError``).
    case capture(CaptureError)
    /// The header names a device no profile in the catalog has, and none was given: its name,
    /// the header's line, and the ids close to it.
    case unknownDevice(String, line: Int, suggestions: [String])
  }

  private let catalog: DeviceProfileCatalog
  private let given: (profile: DeviceProfile, source: DeviceChoice.Source)?
  private let remembered: RememberedDevice?
  private let confidence: Confidence
  private var reader = CaptureReader()
  private var gate: CaptureGate?
  private var choice: DeviceChoice?
  private var first: Double?

  /// A replayer whose profile comes from `catalog` by the header's device, or is `profile`,
  /// given as `source` (``DeviceChoice/Source/option`` or ``DeviceChoice/Source/profileFile``),
  /// when there is one; `remembered` is used when neither a profile is given nor the header
  /// names a device. Readings carry intervals at `confidence`.
  public init(
    catalog: DeviceProfileCatalog, profile: DeviceProfile? = nil,
    source: DeviceChoice.Source = .option, remembered: RememberedDevice? = nil,
    confidence: Confidence = .ninety
  ) {
    self.catalog = catalog
    self.given = profile.map { ($0, source) }
    self.remembered = remembered
    self.confidence = confidence
  }

  /// Adds the next bytes of the file and replays the samples they complete, calling
  /// `onChange` with each new phase and the time of its sample.
  ///
  /// - Throws: ``Failure`` for a bad line or an unknown header device; ``DataError`` when the
  ///   built-in error model or bands cannot be read (a build defect); whatever `onChange` throws.
  public mutating func append(
    _ bytes: UnsafeRawBufferPointer, onChange: (GateState, Double) throws -> Void
  ) throws {
    reader.append(bytes)
    try drain(onChange)
  }

  /// Marks the end of the file, replays its last samples and returns the outcome.
  ///
  /// - Throws: as ``append(_:onChange:)``.
  public mutating func finish(onChange: (GateState, Double) throws -> Void) throws -> Outcome {
    reader.finish()
    try drain(onChange)
    let device = try choice ?? chooseDevice()
    return Outcome(
      reading: gate?.lastReading, supersession: gate?.supersession,
      state: gate?.state ?? .waiting, first: first, last: gate?.lastTimestamp,
      sampleCount: gate?.sampleCount ?? 0, header: reader.header, device: device)
  }

  private mutating func drain(_ onChange: (GateState, Double) throws -> Void) throws {
    while let sample = try next() {
      if gate == nil {
        let device = try chooseDevice()
        choice = device
        gate = CaptureGate(
          estimator: try LuxEstimator(profile: device.profile), confidence: confidence)
      }
      if first == nil { first = sample.timestamp }
      if gate?.add(sample) == true, let state = gate?.state {
        try onChange(state, sample.timestamp)
      }
    }
  }

  private mutating func next() throws(Failure) -> CaptureSample? {
    do {
      return try reader.next()
    } catch {
      throw .capture(error)
    }
  }

  /// The given profile, else the header's device, else the remembered device, else the
  /// generic profile.
  private func chooseDevice() throws(Failure) -> DeviceChoice {
    let named = reader.header?.device
    if let given {
      let differs = named.map { catalog.profile(named: $0)?.id != given.profile.id } ?? false
      return DeviceChoice(
        profile: given.profile, source: given.source,
        overriddenHeaderDevice: differs ? named : nil)
    }
    guard let named else {
      if let remembered {
        let source: DeviceChoice.Source =
          switch remembered.origin {
          case .spot: .spot
          case .environment: .environment
          }
        return DeviceChoice(
          profile: remembered.profile, source: source, overriddenHeaderDevice: nil)
      }
      return DeviceChoice(profile: catalog.generic, source: .generic, overriddenHeaderDevice: nil)
    }
    guard let profile = catalog.profile(named: named) else {
      throw .unknownDevice(
        named, line: reader.headerLine ?? 1, suggestions: catalog.suggestions(for: named))
    }
    return DeviceChoice(profile: profile, source: .header, overriddenHeaderDevice: nil)
  }
}
