-- Captain Val Jericho (WC 326): During your turn, while it is in the center of your
-- battleline (an odd line, as many creatures on each side; alone counts), you may play one
-- card that is not of the active house (once each turn). The center is judged on the line
-- without the card being played: a creature already in play as the rules spend the
-- permission (KF-PLAY-ENTER-1) must not move the center it was played through.
local function in_center(ctx, played)
	local line = {}
	for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
		if creature ~= played then
			table.insert(line, creature)
		end
	end
	return #line % 2 == 1 and line[(#line + 1) / 2] == ctx.this
end

return {
	statics = {
		{
			allow = "activate",
			uses = 1,
			condition = function(ctx)
				return ctx.controller:in_phase("main")
			end,
			applies_to = function(ctx, card)
				return card:controller() == ctx.controller and in_center(ctx, card)
			end,
		},
	},
}
