import Foundation

/// Measures the light at a saved spot and saves the reading, in one call: the sequence an app
/// and the CLI's `spot measure` share.
///
/// ```swift
/// let measurer = SpotMeasurer(store: store, catalog: try DeviceProfileCatalog.builtIn())
/// let request = MeasureRequest(
///   spot: "windowsill", source: .photo(.file(path: photoPath), name: "IMG_0042.HEIC"),
///   now: now)
/// switch try measurer.measure(request) {
/// case .saved(let saved): show(saved.estimate, saved.notes.map(\.code))
/// case .refused(let refused): warn(refused.refusals.map(\.code))
/// case .nothingSaved(_, let capture, _): explain(capture.state)
/// }
/// ```
///
/// The sequence:
/// 1. the device: the one the request gives (by name or as a profile); else for a photo the
///    profile its Exif matches, else the generic profile (never the spot's own: the photo's
///    camera is known); else a capture's header device; else, for settings and a capture
///    naming none, the spot's own (``SavedSpot/deviceID``), else
///    ``MeasureRequest/defaultDevice``, else the generic profile (``RememberedDevice``);
/// 2. the estimate from the source: settings as they are (with ``SettingsNote``s on them as
///    typed); a capture replayed through the gates (``CaptureReplayer``), whose reading must
///    still stand at its end, as must a capture the app's gate ran live
///    (``CommittedCapture``); a photo with the photo geometry (``PhotoEstimator``);
/// 3. the refusal of a reading no spot can have (``ImplausibleReading``), unless forced;
/// 4. the time (``ReadingTime``): given, else the source's, else now; never in the future;
/// 5. the write, then the notes on the reading as saved: forced, far from the spot's level
///    (the earlier readings re-derived with the catalog's profiles), another device's earlier
///    readings, a photo from the other hemisphere, a remembered device
///    (``Note/savedReading(earlier:device:spot:photoLatitude:forced:remembered:farFromLevel:)``).
///
/// Settings with a given device and photos are measured before the spot is looked up, so
/// their errors come first; a capture, which may be long, is replayed after.
///
/// Properties (mirrored by the tests): the store changes only for ``MeasureOutcome/saved(_:)``,
/// by exactly one reading; an error or any other outcome leaves it as it was.
public struct SpotMeasurer: Sendable {
  /// The store the spot is in and the reading goes to.
  public let store: SpotStore
  /// The profiles devices are named from, photos matched against and earlier readings
  /// re-derived with.
  public let catalog: DeviceProfileCatalog
  /// The time zone whose offset a photo's local time without one is taken at.
  public let timeZone: TimeZone

  /// A measurer saving to `store`, with the profiles of `catalog`, reading local photo times
  /// in `timeZone` (the device's, by default).
  public init(store: SpotStore, catalog: DeviceProfileCatalog, timeZone: TimeZone = .current) {
    self.store = store
    self.catalog = catalog
    self.timeZone = timeZone
  }

  /// Measures `request` and saves the reading, unless it is refused or a capture has no
  /// standing reading.
  ///
  /// - Throws: ``MeasureError``; nothing is saved then.
  public func measure(_ request: MeasureRequest) throws(MeasureError) -> MeasureOutcome {
    if let given = request.time, ReadingTime.isInFuture(given, now: request.now) {
      throw .givenTimeInFuture(given, now: request.now)
    }
    let given = try givenProfile(request.device)
    var early: Measured?
    switch request.source {
    case .settings where given != nil, .photo, .committed:
      early = try read(request, profile: given, remembered: nil)
    case .settings, .capture: break
    }
    let spot = try spot(named: request.spot)
    var remembered: RememberedDevice?
    if early == nil, request.device == .remembered {
      remembered = try RememberedDevice.find(
        for: spot, defaultDevice: request.defaultDevice, in: catalog)
    }
    let result: Measured
    if let early {
      result = early
    } else {
      result = try read(request, profile: given, remembered: remembered)
    }
    let measured: SourceReading
    switch result {
    case .reading(let reading): measured = reading
    case .noStandingReading(let outcome, let source):
      return .nothingSaved(spot: spot, capture: outcome, source: source)
    }
    let estimate = measured.estimate
    let refusals = ImplausibleReading.check(estimate)
    guard refusals.isEmpty || request.force else {
      return .refused(
        RefusedMeasurement(
          spot: spot, estimate: estimate, refusals: refusals, source: measured.source,
          detail: measured.detail))
    }
    let time = try ReadingTime.resolve(
      given: request.time, recorded: measured.recorded, now: request.now, spot: spot.name)
    var reading = Reading(
      estimate: estimate, takenAt: time.time, source: measured.source,
      observedSpreadEV: measured.observedSpreadEV)
    reading.isForced = !refusals.isEmpty
    let saved: StoredReading
    do {
      saved = try store.add(reading, toSpotNamed: spot.name)
    } catch {
      throw Self.storeError(error)
    }
    return .saved(
      SavedMeasurement(
        spot: spot, stored: saved, estimate: estimate, time: time,
        readingNotes: notes(
          on: saved, spot: spot, measured: measured, refusals: refusals,
          remembered: remembered),
        refusals: reading.isForced ? refusals : [], detail: measured.detail))
  }

  /// The profile the request gives, or `nil` for ``MeasureRequest/Device/remembered``.
  private func givenProfile(_ device: MeasureRequest.Device) throws(MeasureError)
    -> DeviceProfile?
  {
    switch device {
    case .remembered: return nil
    case .profile(let profile): return profile
    case .named(let name):
      guard let profile = catalog.profile(named: name) else {
        throw .unknownDevice(
          name, origin: .request, suggestions: catalog.suggestions(for: name))
      }
      return profile
    }
  }

  /// The spot named `name`.
  private func spot(named name: String) throws(MeasureError) -> SavedSpot {
    do {
      return try store.spot(named: name)
    } catch {
      throw Self.storeError(error)
    }
  }

  /// A store's error as a measurement's: a refusal about the spot, or the store's own.
  static func storeError(_ error: any Error) -> MeasureError {
    if let error = error as? SpotError { return .spot(error) }
    return .store(StoreError.wrapping(error))
  }
}
