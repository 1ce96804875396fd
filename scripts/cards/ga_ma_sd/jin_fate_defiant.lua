-- Jin, Fate Defiant: Inherited Effect — whenever Jin (your champion) attacks with a Polearm
-- weapon and/or Polearm attack card, target Horse or Human ally you control gets +1 power
-- until end of turn. An Inherited Effect works while the card is part of its champion's
-- lineage: on top (the field) or beneath it (the lineage zone).
local function polearm(objects)
	for _, o in ipairs(objects) do
		if o:has_subtype("polearm") then
			return true
		end
	end
	return false
end

return {
	triggers = {
		{
			on = "attack",
			from = { "field", "lineage" },
			label = "Inherited: your champion attacks with a Polearm: a Horse or Human ally gets +1 power",
			applies = function(ctx, event)
				local combat = ctx:combat()
				-- The champion's own attack event (one per declaration), not its weapons'.
				return combat ~= nil
					and event.object:has_type("champion")
					and event.object:controller() == ctx.controller
					and (polearm(combat.weapons) or polearm(combat.intent))
			end,
			resolve = function(ctx)
				local allies = {}
				for _, ally in ipairs(ctx:objects({ zone = "field", type = "ally", controller = "you" })) do
					if ally:has_subtype("horse") or ally:has_subtype("human") then
						table.insert(allies, ally)
					end
				end
				local ally = ctx:choose({
					prompt = "a Horse or Human ally you control gets +1 power",
					objects = allies,
					min = 1,
					max = 1,
				})[1]
				if ally then
					ctx:lasting({
						target = ally,
						duration = "end_of_turn",
						effect = { stat = "power", increase = 1 },
					})
				end
			end,
		},
	},
}
