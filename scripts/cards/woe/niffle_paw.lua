-- Niffle Paw (WoE 080), upgrade: This creature gains, "After Reap: Destroy this creature and
-- attach Niffle Paw to another creature" (any side's; the creature's controller picks). The
-- two parts do not depend on each other (a warded creature stays and Niffle Paw still
-- moves), so Niffle Paw moves first: attached to a creature that has left play it would
-- have left play with it. With no other creature it stays and leaves with this one.
return {
	grants = {
		reap = function(ctx)
			local paw = nil
			for _, upgrade in ipairs(ctx.this:attachments()) do
				if upgrade:card_id() == "niffle_paw" then
					paw = upgrade
				end
			end
			local others = {}
			for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
				if creature ~= ctx.this then
					table.insert(others, creature)
				end
			end
			local pick =
				ctx:choose({ prompt = "Attach Niffle Paw to which other creature?", objects = others })[1]
			if paw ~= nil and pick ~= nil then
				ctx:attach(paw, pick)
			end
			ctx:destroy(ctx.this)
		end,
	},
}
