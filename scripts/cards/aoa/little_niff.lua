-- Little Niff (AoA 289): Omega. Deploy. Elusive. After a neighbor of Little Niff is used
-- to fight, steal 1 æmber. "Neighbor" is read as the use began (the `used` event's
-- neighbors): a creature the fight destroyed still counts.
local function was_beside(ctx, event)
	for _, near in ipairs(event.neighbors or {}) do
		if near.id == ctx.this.id then
			return true
		end
	end
	return false
end

return {
	triggers = {
		{
			on = "used",
			label = "a neighbor fought: steal 1 æmber (Little Niff)",
			applies = function(ctx, event)
				return event.ability == "fight" and was_beside(ctx, event)
			end,
			resolve = function(ctx)
				ctx:steal(1)
			end,
		},
	},
}
