extension TransitionStyle where Self == SlideStyle {
  /// The navigation slide with its defaults; see ``SlideStyle``.
  public static var slide: SlideStyle { SlideStyle() }
}

extension TransitionStyle where Self == ScaleStyle {
  /// The scale push and pop with its defaults; see ``ScaleStyle``.
  public static var scale: ScaleStyle { ScaleStyle() }
}

extension TransitionStyle where Self == SheetStyle {
  /// The sheet with its defaults; see ``SheetStyle``.
  public static var sheet: SheetStyle { SheetStyle() }
}

extension TransitionStyle where Self == ZoomStyle {
  /// The shared-element zoom with its defaults; see ``ZoomStyle``.
  public static var zoom: ZoomStyle { ZoomStyle() }
}

extension TransitionStyle where Self == DrawerStyle {
  /// The side drawer with its defaults; see ``DrawerStyle``.
  public static var drawer: DrawerStyle { DrawerStyle() }
}

extension TransitionStyle where Self == TabStyle {
  /// The tab page slide with its defaults; see ``TabStyle``.
  public static var tab: TabStyle { TabStyle() }
}

extension TransitionStyle where Self == FadeStyle {
  /// The cross-dissolve with its defaults; see ``FadeStyle``.
  public static var fade: FadeStyle { FadeStyle() }
}
