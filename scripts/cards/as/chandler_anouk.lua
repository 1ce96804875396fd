-- Chandler Anouk (AS 292): Each friendly flank creature gets +2 armor and gains taunt.
local function friendly_flank(ctx, obj)
	return obj:controller() == ctx.controller and ctx:rule("on_flank", obj)
end

return {
	statics = {
		{ stat = "armor", increase = 2, applies_to = friendly_flank },
		{ grant = "taunt", applies_to = friendly_flank },
	},
}
