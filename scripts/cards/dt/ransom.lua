-- Ransom (DT 203), upgrade: This creature cannot be used and gains, "At the start of your
-- turn, you may give your opponent 2 æmber. If you do, destroy Ransom." ("your": the
-- creature's controller; with fewer than 2 æmber they cannot pay.)
return {
	grants = {
		can_use = function(_ctx, _use)
			return false, "Ransom: this creature cannot be used"
		end,
	},
	triggers = {
		{
			on = "turn_began",
			label = "you may pay the ransom: 2 æmber to your opponent, then Ransom is destroyed",
			applies = function(ctx, event)
				local host = ctx.this:attached_to()
				return host ~= nil
					and event.player == host:controller()
					and event.player:counter("amber") >= 2
			end,
			resolve = function(ctx, event)
				local payer = event.player
				local paid = ctx:choose({
					prompt = "Give your opponent 2 æmber to destroy Ransom?",
					options = { "pay the ransom", "do not pay" },
					player = payer,
				})[1]
				if paid ~= "pay the ransom" then
					return
				end
				local other = payer == ctx.controller and ctx.opponent or ctx.controller
				ctx:gain(payer, "amber", -2)
				ctx:gain(other, "amber", 2)
				ctx:destroy(ctx.this)
			end,
		},
	},
}
