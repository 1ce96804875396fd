-- Rai, Archmage (level 2, Rai lineage): Inherited Effect — whenever you activate your first
-- Mage action card each turn, put an enlighten counter on your champion. It works while
-- the card is part of its champion's lineage: on top (the field) or beneath it (the
-- lineage zone), GA-INHERIT-1.
local function mage_action(act)
	local class = act.attributes and act.attributes.class or ""
	local action = false
	for _, t in ipairs(act.types) do
		action = action or t == "action"
	end
	return action and string.find(class, "mage", 1, true) ~= nil
end

return {
	triggers = {
		{
			on = "played",
			from = { "field", "lineage" },
			label = "your first Mage action card this turn: an enlighten counter on your champion",
			applies = function(ctx, event)
				if event.player ~= ctx.controller then
					return false
				end
				local mage_actions = 0
				for _, act in ipairs(ctx.controller:this_turn("played")) do
					if mage_action(act) then
						mage_actions = mage_actions + 1
					end
				end
				return mage_actions == 1
					and event.object ~= nil
					and mage_action({
						types = { event.object:has_type("action") and "action" or "" },
						attributes = { class = event.object:attribute("class") },
					})
			end,
			resolve = function(ctx)
				local champion = ctx:objects({ type = "champion", controller = "you" })[1]
				ctx:add_counter(champion, "enlighten", 1)
			end,
		},
	},
}
