import SolspotKit

/// Replays a capture file through a ``CaptureGate``: reads it chunk by chunk, makes the gate
/// once the header is known, and reports every change of phase.
struct CaptureReplay {
  /// What a replay ended with.
  struct Outcome {
    /// The last reading committed, if any.
    let reading: CaptureReading?
    /// What superseded the reading while the phone still lay at the spot, if anything.
    let supersession: Supersession?
    /// The state after the last sample (``GateState/waiting`` for no samples).
    let state: GateState
    /// The timestamps of the first and last sample.
    let first: Double?
    let last: Double?
    /// How many samples were read.
    let sampleCount: Int
    /// The capture's header, if it has one.
    let header: CaptureHeader?
    /// The device profile the replay used, and where it came from.
    let device: DeviceChoice

    /// Whether a reading was committed and still stood at the end: nothing the camera saw
    /// changed after it (the phone may have been picked up).
    var isStanding: Bool { reading != nil && supersession == nil }

    /// The wall-clock time of the committed reading, from the header's start time; `nil`
    /// without a reading or a start time.
    var readingTime: Timestamp? {
      guard let reading, let first else { return nil }
      return header?.wallClock(at: reading.committedAt, firstSample: first)
    }
  }

  /// The device profile a replay used, and where it came from.
  struct DeviceChoice {
    /// Where the profile came from.
    enum Source: String {
      /// `--device`.
      case option
      /// `--profile`.
      case profileFile = "profile-file"
      /// The capture header's `device`.
      case header
      /// The spot's device, for `spot measure` (``RememberedDevice``).
      case spot
      /// `SOLSPOT_DEVICE`, for `spot measure` (``RememberedDevice``).
      case environment
      /// None of these: the generic profile.
      case generic = "default"
    }

    let profile: DeviceProfile
    let source: Source
    /// The header's device when `--device` chose another profile (or the header's names none
    /// this solspot knows), else `nil`.
    let overriddenHeaderDevice: String?

    /// "--device iphone-x-front was used, not the capture header's device iphone-15-front",
    /// or `nil` when nothing was overridden.
    var note: String? {
      guard let header = overriddenHeaderDevice else { return nil }
      let option = source == .profileFile ? "--profile" : "--device"
      return "\(option) \(profile.id) was used, not the capture header's device '\(header)'"
    }
  }

  /// The file being replayed.
  let input: InputFile
  /// The device given on the command line, which overrides the header's.
  let device: String?
  /// The profile file given with `--profile`, which overrides both.
  var profile: DeviceProfile? = nil
  /// The device `spot measure` remembers, used when the header names none.
  var remembered: RememberedDevice? = nil
  /// The confidence of the committed interval.
  let confidence: Confidence

  /// Replays the whole file, calling `onChange` with each new phase and the sample time.
  ///
  /// - Throws: ``CommandFailure`` for a file that cannot be read or a bad line (with the
  ///   file's name and the line number), or an unknown device, from `--device` or from the
  ///   header (with its line).
  func run(onChange: (GateState, Double) throws -> Void) throws -> Outcome {
    var reader = CaptureReader()
    var gate: CaptureGate?
    var choice: DeviceChoice?
    var first: Double?
    func drain() throws {
      do {
        while let sample = try reader.next() {
          if gate == nil {
            let made = try makeGate(reader)
            (gate, choice) = (made.gate, made.choice)
          }
          if first == nil { first = sample.timestamp }
          if gate?.add(sample) == true, let state = gate?.state {
            try onChange(state, sample.timestamp)
          }
        }
      } catch let error as CaptureError {
        var message = "\(input.displayName): \(error)"
        if case .photo = error.kind {
          message +=
            "; a photo's light is estimated by 'solspot lux PHOTO', or saved to a spot "
            + "with 'solspot spot measure NAME --photo PHOTO'"
        }
        throw CommandFailure(message)
      }
    }
    try input.forEachChunk { chunk in
      reader.append(chunk)
      try drain()
    }
    reader.finish()
    try drain()
    let device = try choice ?? makeGate(reader).choice
    return Outcome(
      reading: gate?.lastReading, supersession: gate?.supersession,
      state: gate?.state ?? .waiting, first: first, last: gate?.lastTimestamp,
      sampleCount: gate?.sampleCount ?? 0, header: reader.header, device: device)
  }

  private func makeGate(_ reader: CaptureReader) throws -> (gate: CaptureGate, choice: DeviceChoice)
  {
    let choice = try chooseDevice(header: reader.header, line: reader.headerLine ?? 1)
    let gate = CaptureGate(
      estimator: try LuxEstimator(profile: choice.profile), confidence: confidence)
    return (gate, choice)
  }

  /// `--profile`, else `--device`, else the header's device, else the remembered device,
  /// else the generic profile.
  private func chooseDevice(header: CaptureHeader?, line: Int) throws -> DeviceChoice {
    let catalog = try DeviceArguments.catalog()
    let named = header?.device
    if let profile {
      let differs = named.map { catalog.profile(named: $0)?.id != profile.id } ?? false
      return DeviceChoice(
        profile: profile, source: .profileFile, overriddenHeaderDevice: differs ? named : nil)
    }
    if let device {
      let profile = try DeviceArguments.profile(named: device)
      let differs = named.map { catalog.profile(named: $0)?.id != profile.id } ?? false
      return DeviceChoice(
        profile: profile, source: .option, overriddenHeaderDevice: differs ? named : nil)
    }
    guard let named else {
      if let remembered {
        return DeviceChoice(
          profile: remembered.profile, source: remembered.origin == .spot ? .spot : .environment,
          overriddenHeaderDevice: nil)
      }
      return DeviceChoice(profile: catalog.generic, source: .generic, overriddenHeaderDevice: nil)
    }
    guard let profile = catalog.profile(named: named) else {
      let close = catalog.suggestions(for: named)
      let hint =
        close.isEmpty
        ? "" : "; did you mean " + close.map { "'\($0)'" }.joined(separator: " or ") + "?"
      throw CommandFailure(
        "\(input.displayName): line \(line): the capture header names an unknown device "
          + "'\(named)'\(hint) (see 'solspot devices' for the list; --device overrides it)")
    }
    return DeviceChoice(profile: profile, source: .header, overriddenHeaderDevice: nil)
  }
}
