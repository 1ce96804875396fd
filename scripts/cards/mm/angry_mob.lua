-- Angry Mob (MM 143): Before Fight: You may discard cards from the top of your deck until
-- you discard an Angry Mob or run out of cards. If you discard an Angry Mob this way, put
-- it into your hand.
return {
	before_fight = function(ctx, _fought)
		local go = ctx:choose({
			prompt = "Discard from your deck until an Angry Mob?",
			options = { "discard", "no" },
		})[1]
		if go ~= "discard" then
			return
		end
		while true do
			local top = ctx:top(1)[1]
			if top == nil then
				return
			end
			local id = ctx.this:card_id()
			local mob = top:card_id() == id
			-- The Angry Mobs already in the discard pile, to tell the one discarded now.
			local before = {}
			for _, c in ipairs(ctx:objects({ zone = "discard", controller = "you", card = id })) do
				before[c.id] = true
			end
			ctx:discard(top)
			if mob then
				for _, c in ipairs(ctx:objects({ zone = "discard", controller = "you", card = id })) do
					if not before[c.id] then
						ctx:move(c, "hand")
					end
				end
				return
			end
		end
	end,
}
