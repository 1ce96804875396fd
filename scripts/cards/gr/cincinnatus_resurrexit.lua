-- Cincinnatus Resurrexit (GR R01): It gets +1 power for each æmber on it. Play/After Fight:
-- Capture 2, then exalt it. Destroyed: archived if you are haunted (the keyword `haunted_archive`, data).
local function capture_and_exalt(ctx)
	ctx:capture(ctx.this, 2)
	ctx:rule("exalt", ctx.this)
end

return {
	statics = {
		{
			stat = "power",
			self_only = true,
			increase = function(ctx)
				return ctx.this:counter("amber")
			end,
		},
	},
	resolve = capture_and_exalt,
	fight = capture_and_exalt,
}
