-- Academy Training (WC 161), upgrade: While you control this creature, it belongs to house
-- Logos instead of its own. It gains "Reap: Draw a card." "You" is the upgrade's
-- controller: a creature taken by the opponent is of its printed house again for them.
return {
	resolve = function(ctx)
		local host = ctx.this:attached_to()
		if host == nil then
			return
		end
		ctx:lasting({
			target = host,
			duration = "until_leaves_play",
			effect = { attribute = "house", value = "logos", while_controlled = true },
		})
	end,
	grants = {
		reap = function(ctx)
			ctx:draw(1)
		end,
	},
}
