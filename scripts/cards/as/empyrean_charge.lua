-- Empyrean Charge (AS 176), action: Play: Forge a key at +6 current cost, reduced by the
-- number of cards in both players' archives together (nothing if its player cannot pay).
-- Then discard each player's archives, forged or not.
return {
	resolve = function(ctx)
		local archived = ctx:look({ zone = "archives", controller = "any" })
		ctx:buy(ctx.controller, "key", 6 - #archived)
		ctx:discard(ctx:look({ zone = "archives", controller = "any" }))
	end,
}
