-- Eminent Commander: [Class Bonus] costs 3 less to activate as long as your champion has
-- dealt 3 or more combat damage this turn (the blows of this turn added up: its
-- player's `dealt` acts whose object was a champion).
local function champion_dealt(player)
	local n = 0
	for _, act in ipairs(player:this_turn("dealt")) do
		if table.find(act.types or {}, "champion") then
			n += tonumber(act.what) or 0
		end
	end
	return n
end

return {
	statics = {
		{
			reduce = 3,
			from = { "stack" },
			self_only = true,
			condition = function(ctx)
				return ctx:rule("class_bonus") and champion_dealt(ctx.controller) >= 3
			end,
		},
	},
}
