-- Lilithal (WC 079): Fight/Reap: Capture 1 æmber.
local function capture(ctx)
	ctx:capture(ctx.this, 1)
end

return {
	fight = capture,
	reap = capture,
}
