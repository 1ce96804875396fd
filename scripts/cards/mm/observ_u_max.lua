-- Observ-u-Max (MM 309), upgrade: This creature gains, "Fight/Reap: Capture 1 æmber."
local function capture_one(ctx)
	ctx:capture(ctx.this, 1)
end

return {
	grants = {
		fight = capture_one,
		reap = capture_one,
	},
}
