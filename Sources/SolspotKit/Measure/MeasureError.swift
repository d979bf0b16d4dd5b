/// Why ``SpotMeasurer/measure(_:)`` saved nothing and gave no outcome: the closed set of
/// causes, each with the values that say which. The store is left unchanged.
///
/// A measurement that was made but not saved is an outcome, not an error: a reading refused
/// as implausible (``MeasureOutcome/refused(_:)``) or a capture with no standing reading
/// (``MeasureOutcome/nothingSaved(spot:capture:source:)``).
public enum MeasureError: Error, Sendable, Hashable {
  /// The store refused: SQLite's error, or a row no reading can have.
  case store(StoreError)
  /// The spot cannot be measured: ``SpotError/unknownSpot(_:suggestions:)``.
  case spot(SpotError)
  /// A device name no profile in the catalog has, with the ids close to it; `origin` says who
  /// named it.
  case unknownDevice(String, origin: DeviceNameOrigin, suggestions: [String])
  /// The spot's own device (``SavedSpot/deviceID``) has no profile in the catalog (a profile
  /// file since removed).
  case spotDeviceMissing(spot: String, device: String)
  /// The photo cannot be read, or gives no settings.
  case photo(MetadataError)
  /// The capture's bytes cannot be read.
  case captureInput(CaptureInput.Failure)
  /// The capture cannot be replayed: a bad line, or a header device no profile has.
  case capture(CaptureReplayer.Failure)
  /// The time given with the request lies more than
  /// ``ReadingTime/allowedClockSkewSeconds`` after `now`.
  case givenTimeInFuture(Timestamp, now: Timestamp)
  /// The time the source records lies more than ``ReadingTime/allowedClockSkewSeconds``
  /// after `now`: the clock that recorded it is probably set wrong; give a time instead.
  /// `spot` is the name of the spot the reading was for.
  case recordedTimeInFuture(ReadingTime, now: Timestamp, spot: String)
  /// The built-in error model, bands or profiles cannot be read (a build defect).
  case data(DataError)

  /// Who named a device that no profile has.
  public enum DeviceNameOrigin: String, Sendable, Hashable, CaseIterable {
    /// The request (``MeasureRequest/Device/named(_:)``, the CLI's `--device`).
    case request
    /// The default device passed in for every spot without its own
    /// (``MeasureRequest/defaultDevice``, the CLI's `SOLSPOT_DEVICE`).
    case environment
  }
}
