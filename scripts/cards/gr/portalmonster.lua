-- Portalmonster (GR R07): If you are haunted, keys cost +1 for each card in your discard
-- pile. Otherwise, keys cost -2 (every player's keys, read as each is forged). Destroyed: If
-- you are haunted, archive Portalmonster.
local function haunted(ctx)
	return ctx:rule("haunted")
end

return {
	statics = {
		{
			cost = "key",
			increase = function(ctx)
				return ctx.controller:count("discard")
			end,
			condition = haunted,
		},
		{
			cost = "key",
			reduce = 2,
			condition = function(ctx)
				return not haunted(ctx)
			end,
		},
	},
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: archive Portalmonster if you are haunted",
			resolve = function(ctx)
				ctx:rule("archive_if_haunted", ctx.this)
			end,
		},
	},
}
