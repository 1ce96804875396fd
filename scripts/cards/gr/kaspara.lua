-- Kaspara (GR 116): Its power is X, the æmber of both players' pools together. Each friendly
-- Geistoid creature (Kaspara too) gains, "Play/Destroyed: Each player gains 1 æmber."
local function each_gains(ctx)
	ctx:gain(ctx.controller, "amber", 1)
	ctx:gain(ctx.opponent, "amber", 1)
end

local function friendly_geistoid(ctx, creature)
	return creature:controller() == ctx.controller
		and creature:has_type("creature")
		and ctx:rule("of_house", creature, "geistoid")
end

return {
	statics = {
		{
			stat = "power",
			self_only = true,
			set = function(ctx)
				return ctx.controller:counter("amber") + ctx.opponent:counter("amber")
			end,
		},
	},
	triggers = {
		{
			on = "played",
			label = "Play: each player gains 1",
			applies = function(ctx, event)
				return event.player == ctx.controller
					and event.object:is_valid()
					and friendly_geistoid(ctx, event.object)
			end,
			resolve = each_gains,
		},
		{
			on = "destroying",
			label = "Destroyed: each player gains 1",
			applies = function(ctx, event)
				return friendly_geistoid(ctx, event.object)
			end,
			resolve = each_gains,
		},
	},
}
