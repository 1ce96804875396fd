-- Thero Centurion (WC 195): Play/Fight: Capture 1 æmber.
local function capture(ctx)
	ctx:capture(ctx.this, 1)
end

return {
	resolve = capture,
	fight = capture,
}
