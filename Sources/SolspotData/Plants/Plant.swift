/// One houseplant of a ``PlantCatalog``: its names, its light needs with their evidence, and
/// its toxicity to cats and dogs.
///
/// A plant is a plain value; a ``PlantCatalog`` checks it (see ``PlantCatalogValidation``)
/// before anyone matches against it. Facts no source gives are `nil` or `unknown`, never
/// guessed (docs/plant-catalog.md).
public struct Plant: Sendable, Hashable, Identifiable {
  /// The kind of plant, as sellers group them.
  public enum Group: String, Sendable, Hashable, CaseIterable {
    /// Grown for its leaves.
    case foliage
    /// A succulent other than a cactus.
    case succulent
    /// A cactus.
    case cactus
    /// A fern.
    case fern
    /// A palm.
    case palm
    /// Grown for its flowers.
    case flowering
    /// A kitchen herb on a windowsill.
    case herb
  }

  /// The stable identifier: a lower-case slug of the botanical name, e.g.
  /// `dracaena-trifasciata`.
  public let id: String
  /// The current accepted botanical name, e.g. "Dracaena trifasciata".
  public let botanicalName: String
  /// Older or trade botanical names, e.g. "Sansevieria trifasciata".
  public let synonyms: [String]
  /// The names people search by, e.g. "snake plant".
  public let commonNames: [String]
  /// The kind of plant.
  public let group: Group
  /// The light it needs, with the evidence for it.
  public let light: PlantLight
  /// Whether it is toxic to cats and dogs.
  public let toxicity: PlantToxicity

  /// Creates a plant.
  public init(
    id: String, botanicalName: String, synonyms: [String] = [], commonNames: [String] = [],
    group: Group, light: PlantLight, toxicity: PlantToxicity
  ) {
    self.id = id
    self.botanicalName = botanicalName
    self.synonyms = synonyms
    self.commonNames = commonNames
    self.group = group
    self.light = light
    self.toxicity = toxicity
  }

  /// Every name of the plant: the botanical name, then the synonyms, then the common names.
  public var names: [String] { [botanicalName] + synonyms + commonNames }
}
