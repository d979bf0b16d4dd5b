import Foundation

extension SpotMeasurer {
  /// What a source gave: a reading to save, or a capture without a standing one.
  enum Measured {
    case reading(SourceReading)
    /// A capture that committed no reading, or whose reading was superseded: a superseded
    /// reading is not the spot's light (docs/method.md).
    case noStandingReading(CaptureReplayer.Outcome, source: ReadingSource)
  }

  /// The estimate of a source, with what the reading keeps of it.
  struct SourceReading {
    let estimate: LuxEstimate
    let source: ReadingSource
    /// A capture's observed spread, kept with the reading.
    let observedSpreadEV: Double?
    /// The time the source records, if any.
    let recorded: ReadingTime?
    let detail: MeasureDetail
    /// The latitude a photo's GPS records.
    var photoLatitude: Double? {
      guard case .photo(let photo) = detail else { return nil }
      return photo.metadata.latitude?.value
    }
  }

  /// Reads the request's source and makes its estimate, with `profile` when one is given,
  /// else `remembered` for settings and a capture whose header names no device.
  func read(
    _ request: MeasureRequest, profile: DeviceProfile?, remembered: RememberedDevice?
  ) throws(MeasureError) -> Measured {
    switch request.source {
    case .settings(let exposure, let shutter):
      let profile = profile ?? remembered?.profile ?? catalog.generic
      let estimator: LuxEstimator
      do {
        estimator = try LuxEstimator(profile: profile)
      } catch {
        throw .data(error)
      }
      return .reading(
        SourceReading(
          estimate: estimator.estimate(exposure, confidence: request.confidence),
          source: .manual, observedSpreadEV: nil, recorded: nil,
          detail: .settings(
            SettingsNote.notes(shutter: shutter, exposure: exposure, profile: profile))))
    case .capture(let input, let name):
      let outcome = try replay(
        input, profile: profile, remembered: remembered, confidence: request.confidence,
        isFile: request.device.isProfileFile)
      return Self.measured(
        outcome, name: name,
        recorded: outcome.readingTime.map { ReadingTime(time: $0, origin: .captureHeader) })
    case .committed(let live, let name):
      return Self.measured(CaptureReplayer.Outcome(live), name: name, recorded: nil)
    case .photo(let input, let name):
      let metadata: PhotoMetadata
      let exposure: Exposure
      var modified: Date?
      do throws(MetadataError) {
        switch input {
        case .bytes(let bytes): metadata = try MetadataReader().read(bytes: bytes, name: name)
        case .file(let path):
          metadata = try MetadataReader().read(path: path)
          modified = ReadingTime.modificationDate(ofFile: path)
        }
        exposure = try metadata.exposure()
      } catch {
        throw .photo(error)
      }
      var photos = PhotoEstimator(
        catalog: catalog, device: profile, confidence: request.confidence)
      let photo: PhotoEstimator.Result
      do {
        photo = try photos.estimate(metadata, exposure: exposure)
      } catch {
        throw .data(error)
      }
      return .reading(
        SourceReading(
          estimate: photo.estimate, source: .photo(file: Self.fileName(name)),
          observedSpreadEV: nil,
          recorded: ReadingTime.photo(metadata, modified: modified, timeZone: timeZone),
          detail: .photo(
            PhotoMeasurement(
              metadata: metadata, choice: photo.choice, deviceNote: photo.deviceNote))))
    }
  }

  /// What a capture, replayed or run live, gives: its standing reading with the window's
  /// spread, or none.
  private static func measured(
    _ outcome: CaptureReplayer.Outcome, name: String, recorded: ReadingTime?
  ) -> Measured {
    let source = ReadingSource.capture(file: fileName(name))
    guard outcome.isStanding, let reading = outcome.reading else {
      return .noStandingReading(outcome, source: source)
    }
    return .reading(
      SourceReading(
        estimate: reading.estimate, source: source, observedSpreadEV: reading.window.spreadEV,
        recorded: recorded, detail: .capture(outcome)))
  }

  /// Replays a capture through the gates with `profile` (from a profile file when `isFile`),
  /// else the header's device, else `remembered`, else the generic profile.
  private func replay(
    _ input: CaptureInput, profile: DeviceProfile?, remembered: RememberedDevice?,
    confidence: Confidence, isFile: Bool
  ) throws(MeasureError) -> CaptureReplayer.Outcome {
    var replayer = CaptureReplayer(
      catalog: catalog, profile: profile, source: isFile ? .profileFile : .option,
      remembered: remembered, confidence: confidence)
    do {
      return try replayer.replay(input) { _, _ in }
    } catch let failure as CaptureInput.Failure {
      throw .captureInput(failure)
    } catch let failure as CaptureReplayer.Failure {
      throw .capture(failure)
    } catch let error as DataError {
      throw .data(error)
    } catch {
      // The replayer throws only these, and the closure above nothing.
      preconditionFailure("unexpected error replaying a capture: \(error)")
    }
  }

  /// The file's name without its folder: what a reading keeps of its source's file.
  static func fileName(_ name: String) -> String {
    let last = URL(fileURLWithPath: name).lastPathComponent
    return last.isEmpty ? name : last
  }
}

extension MeasureRequest.Device {
  /// Whether the device is a profile given as such (a profile file), not named.
  var isProfileFile: Bool {
    if case .profile = self { return true }
    return false
  }
}
