-- Igon the Terrible (WC 053): Play: If Igon the Green has not been purged (none in your
-- purged cards), destroy Igon the Terrible. Fight: Steal 1 æmber.
return {
	resolve = function(ctx)
		if ctx:count({ zone = "purged", controller = "you", card = "igon_the_green" }) == 0 then
			ctx:destroy(ctx.this)
		end
	end,
	fight = function(ctx)
		ctx:steal(1)
	end,
}
