import CCairo
import CRsvg

/// Turns an SVG document into pixels: librsvg draws it into a cairo image surface of a fixed size,
/// over white.
///
/// The surface is 32-bit ARGB, premultiplied, in the machine's byte order: SDL's
/// `SDL_PIXELFORMAT_ARGB8888`. Since the background is opaque, premultiplication changes nothing.
@MainActor
public final class SVGRasterizer {
    /// The size of the surface, in pixels.
    public let width: Int32
    /// The height of the surface, in pixels.
    public let height: Int32
    private let surface: OpaquePointer

    /// A document that could not be drawn.
    public struct RenderError: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String
    }

    /// Creates a surface; nil when cairo cannot (a size that is not positive, or no memory).
    public init?(width: Int32, height: Int32) {
        guard width > 0, height > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.width = width
        self.height = height
        self.surface = surface
    }

    isolated deinit {
        cairo_surface_destroy(surface)
    }

    /// The first byte of the pixels: `height` rows of ``stride`` bytes.
    public var pixels: UnsafeMutableRawPointer? {
        cairo_image_surface_get_data(surface).map(UnsafeMutableRawPointer.init)
    }

    /// The number of bytes from one row of pixels to the next.
    public var stride: Int32 { cairo_image_surface_get_stride(surface) }

    /// The pixel at `(x, y)` as `0xAARRGGBB`, or nil outside the surface.
    public func pixel(x: Int, y: Int) -> UInt32? {
        guard x >= 0, y >= 0, x < Int(width), y < Int(height), let pixels else { return nil }
        return pixels.load(fromByteOffset: y * Int(stride) + x * 4, as: UInt32.self)
    }

    /// Draws `svg` over white, replacing the surface's pixels; on failure the surface is left white
    /// and the error says why.
    public func render(_ svg: String) -> Result<Void, RenderError> {
        guard let cr = cairo_create(surface) else { return .failure(RenderError(description: "cairo_create failed")) }
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)

        var error: UnsafeMutablePointer<GError>?
        var bytes = Array(svg.utf8)
        let handle = bytes.withUnsafeMutableBufferPointer { buffer in
            rsvg_handle_new_from_data(buffer.baseAddress, gsize(buffer.count), &error)
        }
        guard let handle else {
            return .failure(RenderError(description: "librsvg could not read the SVG: \(Self.take(&error))"))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
        let drawn = rsvg_handle_render_document(handle, cr, &viewport, &error)
        cairo_surface_flush(surface)
        guard drawn != 0 else {
            return .failure(RenderError(description: "librsvg could not draw the SVG: \(Self.take(&error))"))
        }
        return .success(())
    }

    /// The message of a GError, freeing it.
    private static func take(_ error: inout UnsafeMutablePointer<GError>?) -> String {
        guard let pointer = error else { return "unknown error" }
        defer {
            g_error_free(pointer)
            error = nil
        }
        return pointer.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }
}
