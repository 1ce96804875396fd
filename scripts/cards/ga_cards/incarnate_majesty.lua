-- Incarnate Majesty: Class Bonus: Efficiency. This card costs 1 less to activate for each
-- regalia weapon card in your banishment. Put a card named The Majestic Spirit from your
-- material deck or banishment onto the field.
return {
	statics = {
		{
			reduce = function(ctx)
				return ctx:count({ zone = "banishment", controller = "you", types = { "regalia", "weapon" } })
			end,
			from = { "stack" },
			self_only = true,
		},
	},
	resolve = function(ctx)
		-- The material deck is private: the search may fail to find (CR, Searching and
		-- Finding 1). The banishment is public: a card named so there must be taken.
		local found = ctx:search({
			zone = "material_deck",
			card = "the_majestic_spirit",
			count = 1,
			to = "field",
			prompt = "search your material deck for The Majestic Spirit",
		})
		if #found > 0 then
			return
		end
		local public = ctx:choose({
			prompt = "The Majestic Spirit from your banishment",
			objects = ctx:objects({ zone = "banishment", controller = "you", card = "the_majestic_spirit" }),
			min = 1,
			max = 1,
		})
		ctx:move(public[1], "field")
	end,
}
